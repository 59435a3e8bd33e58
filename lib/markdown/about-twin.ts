import { attributionPattern } from '@/lib/urls/attribution-pattern';
import { companionPath, type CompanionFile } from '@/lib/urls/companion-files';
import { attributionLine } from '@/lib/urls/attribution';
import { absoluteUrl, LICENSE_URL } from '@/lib/urls/paths';
import { bulletList, heading, joinBlocks, link } from './blocks';
import type { MarkdownContext } from './context';
import { renderTwin } from './frame';

const EXAMPLE_SLUG = 'example-business';

const FILE_DESCRIPTIONS = {
  llmsTxt: 'About.llmsTxtDescription',
  aiContent: 'About.aiContentDescription',
  sitemap: 'About.sitemapDescription',
  companies: 'About.companiesDescription',
  openApi: 'About.openApiDescription',
} as const satisfies Record<CompanionFile, string>;

/** The list of machine-readable files, as on the About page. */
export function companionFileList(ctx: MarkdownContext): string {
  return bulletList(
    (Object.keys(FILE_DESCRIPTIONS) as CompanionFile[]).map((file) => {
      const path = companionPath(file, ctx.locale);
      return `${link(path.slice(1), absoluteUrl(ctx.siteUrl, path))}: ${ctx.t(FILE_DESCRIPTIONS[file])}`;
    }),
  );
}

/** The Markdown twin of the About page: license, how to cite, and the files for machines. */
export function renderAboutTwin(ctx: MarkdownContext): string {
  const { t, directoryName, siteUrl } = ctx;
  return renderTwin(
    {
      title: t('About.title'),
      pagePath: '/about',
      blocks: [
        t('About.intro', { directoryName }),
        heading(2, t('About.licenseHeading')),
        `${t('About.licenseText')} ${LICENSE_URL}`,
        heading(2, t('About.citeHeading')),
        t('About.citeText'),
        '```text\n' + attributionPattern(directoryName, siteUrl) + '\n```',
        t('About.citeExample'),
        '```text\n' + attributionLine(directoryName, siteUrl, EXAMPLE_SLUG) + '\n```',
        t('About.canonicalText', { pattern: `${siteUrl}/business/{slug}` }),
        joinBlocks([
          heading(2, t('About.machinesHeading')),
          t('About.machinesText'),
          companionFileList(ctx),
        ]),
      ],
    },
    ctx,
  );
}
