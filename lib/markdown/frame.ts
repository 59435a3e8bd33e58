import { attributionLine } from '@/lib/urls/attribution';
import { attributionPattern } from '@/lib/urls/attribution-pattern';
import { pageUrl, twinUrl } from '@/lib/urls/twin-paths';
import { businessPath, LICENSE_URL } from '@/lib/urls/paths';
import { heading, joinBlocks, link } from './blocks';
import type { MarkdownContext } from './context';

export interface TwinDocument {
  /** The page's title, untrusted text. */
  title: string;
  /** The HTML page's path without locale prefix; its canonical URL is derived from it. */
  pagePath: string;
  /** The business the page belongs to, for the attribution line. */
  businessSlug?: string;
  /**
   * The business's name, for a twin whose title does not say whose page it is (the FAQ's
   * "Frequently asked questions"): a line linking to the business's own twin.
   */
  businessName?: string;
  /** The page's content, as safe Markdown blocks. */
  blocks: readonly (string | null | undefined | false)[];
}

/**
 * Every Markdown twin has the same frame: the title as H1, the canonical URL of the HTML page
 * it mirrors, the spec's attribution line (verbatim, so it can be quoted as it is), the
 * content, and the license at the end.
 */
export function renderTwin(document: TwinDocument, ctx: MarkdownContext): string {
  const { t } = ctx;
  const attribution = document.businessSlug
    ? attributionLine(ctx.directoryName, ctx.siteUrl, document.businessSlug)
    : t('Companions.citeAs', { pattern: attributionPattern(ctx.directoryName, ctx.siteUrl) });
  const footer = `${attribution}  \n${t('Companions.license', { url: LICENSE_URL })}`;
  return `${joinBlocks([
    heading(1, document.title),
    t('Companions.canonicalUrl', { url: pageUrl(ctx.siteUrl, ctx.locale, document.pagePath) }),
    attribution,
    document.businessName && document.businessSlug
      ? t('Companions.field.business', {
          value: link(
            document.businessName,
            twinUrl(ctx.siteUrl, ctx.locale, businessPath(document.businessSlug)),
          ),
        })
      : null,
    ...document.blocks,
    '---',
    footer,
  ])}\n`;
}
