import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { attributionLine } from '@/lib/urls/attribution';
import { ATTRIBUTION_FORMAT, canonicalUrlPattern } from '@/lib/urls/attribution-pattern';
import { COMPANION_PATHS, companionPath, type CompanionFile } from '@/lib/urls/companion-files';
import { absoluteUrl } from '@/lib/urls/paths';
import { pageFrame, type PageFrame } from './frame';

/** The business an example attribution names: no real one, so the example never goes stale. */
const EXAMPLE_SLUG = 'example-business';

const FILE_DESCRIPTIONS = {
  llmsTxt: 'About.llmsTxtDescription',
  aiContent: 'About.aiContentDescription',
  sitemap: 'About.sitemapDescription',
  companies: 'About.companiesDescription',
  companiesNdjson: 'About.companiesNdjsonDescription',
  openApi: 'About.openApiDescription',
} as const satisfies Record<CompanionFile, string>;

export interface CompanionFileEntry {
  /** The file's name as readers see it (`llms.txt`, `api/companies.json`). */
  name: string;
  /** Its path as served to this page's language, and its absolute URL. */
  path: string;
  url: string;
  description: string;
}

/**
 * The About page: the data's license, how to cite a business (the spec's format, an example
 * with this directory's name and address, the canonical URL pattern) and the files for
 * machines, localized. The HTML page and its twin render from it.
 */
export interface AboutModel {
  frame: PageFrame;
  attributionFormat: string;
  attributionExample: string;
  canonicalPattern: string;
  companionFiles: CompanionFileEntry[];
  /** The open data as one dataset: its name and description, in the page's language. */
  dataset: { name: string; description: string };
  /** How to add the MCP server to an assistant: its address and the snippets to paste. */
  assistants: { endpoint: string; geminiCommand: string; cursorJson: string; vscodeJson: string };
}

function assistantSetup(endpoint: string): AboutModel['assistants'] {
  return {
    endpoint,
    geminiCommand: `gemini mcp add --transport http directory ${endpoint}`,
    cursorJson: JSON.stringify({ mcpServers: { directory: { url: endpoint } } }, null, 2),
    vscodeJson: JSON.stringify(
      { servers: { directory: { type: 'http', url: endpoint } } },
      null,
      2,
    ),
  };
}

/** The files for crawlers and agents a reader of `locale` is pointed to. */
export function companionFileEntries(locale: Locale, siteUrl: string): CompanionFileEntry[] {
  const t = siteTranslator(locale);
  return (Object.keys(FILE_DESCRIPTIONS) as CompanionFile[]).map((file) => {
    const path = companionPath(file, locale);
    return {
      name: path.replace(/^\/(?:fr\/)?/, ''),
      path,
      url: absoluteUrl(siteUrl, path),
      description: t(FILE_DESCRIPTIONS[file]),
    };
  });
}

export function aboutModel(locale: Locale): AboutModel {
  const frame = pageFrame(locale, '/about');
  const t = siteTranslator(locale);
  const { siteUrl, directoryName } = getSiteConfig();
  return {
    frame,
    attributionFormat: ATTRIBUTION_FORMAT,
    attributionExample: attributionLine(directoryName, siteUrl, EXAMPLE_SLUG),
    canonicalPattern: canonicalUrlPattern(siteUrl),
    companionFiles: companionFileEntries(locale, siteUrl),
    dataset: {
      name: t('About.datasetName', { directoryName }),
      description: t('About.datasetDescription', { directoryName }),
    },
    assistants: assistantSetup(absoluteUrl(siteUrl, COMPANION_PATHS.mcp)),
  };
}
