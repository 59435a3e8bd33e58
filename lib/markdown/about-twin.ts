import { DEVELOPERS_PAGE_PATH, type AboutModel } from '@/lib/models/about';
import { LICENSE_URL } from '@/lib/urls/paths';
import { twinUrl } from '@/lib/urls/twin-paths';
import { heading, link } from './blocks';
import { citationFormatBlocks } from './citation-format';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { renderTwin } from './frame';

/**
 * The Markdown twin of the About page: who runs the directory, what "Verified" means, where
 * reviews come from, how to report a correction, and the license and how to cite.
 */
export function renderAboutTwin(model: AboutModel, ctx: MarkdownContext): string {
  const { t, directoryName } = ctx;
  const { operator, corrections } = model;
  return renderTwin(
    {
      title: t('About.title'),
      pagePath: model.frame.path,
      blocks: [
        t('About.intro', { directoryName }),
        heading(2, t('About.operatorHeading')),
        operator
          ? t('About.operatorNamed', { directoryName, name: escapeInline(operator.name) })
          : t('About.operatorUnnamed', { directoryName }),
        operator?.url ? `${t('About.operatorWebsite')} ${link(operator.url, operator.url)}` : null,
        t('About.sourceText'),
        heading(2, t('About.verifiedHeading')),
        t('About.verifiedText'),
        t('About.verifiedUnmarked'),
        heading(2, t('About.reviewsHeading')),
        t('About.reviewsText'),
        t('About.reviewsSummary'),
        heading(2, t('About.correctionsHeading')),
        corrections
          ? `${t('About.correctionsContact')} ${link(corrections.email, corrections.href)}`
          : t('About.correctionsNoContact'),
        t('About.correctionsBusiness'),
        heading(2, t('About.licenseHeading')),
        t('About.licenseText'),
        `${t('About.licenseLink')} ${link(LICENSE_URL, LICENSE_URL)}`,
        heading(2, t('About.citeHeading')),
        t('About.citeText'),
        ...citationFormatBlocks({
          format: model.attributionFormat,
          exampleIntro: t('About.citeExample'),
          example: model.attributionExample,
          canonical: t('About.canonicalText', { pattern: model.canonicalPattern }),
        }),
        `${t('About.developersLead')} ${link(
          t('Developers.title'),
          twinUrl(ctx.siteUrl, model.frame.locale, DEVELOPERS_PAGE_PATH),
        )}`,
      ],
    },
    ctx,
  );
}
