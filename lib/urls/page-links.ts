import { absoluteUrl } from '@/lib/urls/paths';
import { llmsTxtPath, twinPath, type LocalizedPage } from '@/lib/urls/twin-paths';

/**
 * The HTTP Link header of an HTML page: its Markdown twin (rel=alternate, text/markdown) and
 * the llms.txt that describes the site (rel=describedby), the same links the page's <head>
 * carries, for agents that read headers only (RFC 8288).
 */
export function pageLinkHeader(siteUrl: string, page: LocalizedPage): string {
  const twin = absoluteUrl(siteUrl, twinPath(page.locale, page.pagePath));
  const llms = absoluteUrl(siteUrl, llmsTxtPath(page.locale));
  return `<${twin}>; rel="alternate"; type="text/markdown", <${llms}>; rel="describedby"; type="text/plain"`;
}
