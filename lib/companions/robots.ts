import { LICENSE_ID, LICENSE_URL } from '@/lib/urls/paths';
import { attributionPattern } from '@/lib/urls/attribution-pattern';
import { COMPANION_PATHS } from '@/lib/urls/companion-files';

/**
 * AI crawlers named by their operators' documentation. They obey `User-agent: *` anyway; a
 * group of their own makes the site's choice explicit to readers and to audit tools, and
 * survives an operator adding a narrower rule for `*` later.
 */
export const AI_CRAWLERS = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-SearchBot',
  'Claude-User',
  'anthropic-ai',
  'PerplexityBot',
  'Perplexity-User',
  'Google-Extended',
  'Applebot-Extended',
  'CCBot',
  'Meta-ExternalAgent',
  'Amazonbot',
  'cohere-ai',
  'MistralAI-User',
  'DuckAssistBot',
] as const;

export interface RobotsInput {
  siteUrl: string;
  directoryName: string;
  contentSignal: string;
}

/** robots.txt: crawl everything, here is the sitemap, and here is how the content may be used. */
export function buildRobotsTxt({ siteUrl, directoryName, contentSignal }: RobotsInput): string {
  const rules = [`Content-Signal: ${contentSignal}`, 'Allow: /'];
  return [
    `# ${directoryName}: open data under ${LICENSE_ID} (${LICENSE_URL}).`,
    `# Attribution: ${attributionPattern(directoryName, siteUrl)}`,
    `# Content-Signal (contentsignals.org): search = search index, ai-input = AI answers`,
    '# (grounding, retrieval), ai-train = model training; "yes" allows the use.',
    `# For language models: ${siteUrl}${COMPANION_PATHS.llmsTxt}`,
    '',
    'User-agent: *',
    ...rules,
    '',
    ...AI_CRAWLERS.map((agent) => `User-agent: ${agent}`),
    ...rules,
    '',
    `Sitemap: ${siteUrl}${COMPANION_PATHS.sitemap}`,
    '',
  ].join('\n');
}
