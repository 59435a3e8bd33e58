import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { llmsTxtText } from '@/lib/companions/llms-text';
import {
  blogTwin,
  catalogTwin,
  documentsTwin,
  faqTwin,
  profileTwin,
  reviewsTwin,
} from '@/lib/companions/twin-pages';
import type { Locale } from '@/lib/i18n/routing';
import { resourceNotFound } from './protocol-answers';

/*
 * Resources: a business and each of its sections as their Markdown twins, and llms.txt.
 * `directory://business/{slug}` and `directory://business/{slug}/faq`, in English; the tools
 * answer in both languages.
 */

const SECTIONS = {
  blog: (locale: Locale, slug: string) => blogTwin(locale, slug),
  faq: (locale: Locale, slug: string) => faqTwin(locale, slug),
  reviews: (locale: Locale, slug: string) => reviewsTwin(locale, slug, new URLSearchParams()),
  catalog: (locale: Locale, slug: string) => catalogTwin(locale, slug, new URLSearchParams()),
  documents: (locale: Locale, slug: string) => documentsTwin(locale, slug, new URLSearchParams()),
} as const;

function one(value: string | string[] | undefined): string {
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

async function markdownResource(uri: URL, text: Promise<string | null>) {
  const body = await text;
  if (body === null)
    throw resourceNotFound(
      uri.href,
      `No such page: ${uri.href}. Find slugs with search_businesses.`,
    );
  return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: body }] };
}

export function registerResources(server: McpServer): void {
  server.registerResource(
    'llms.txt',
    'directory://llms.txt',
    { title: 'llms.txt', description: 'The directory for language models', mimeType: 'text/plain' },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/plain', text: await llmsTxtText('en') }],
    }),
  );
  server.registerResource(
    'business',
    new ResourceTemplate('directory://business/{slug}', { list: undefined }),
    {
      title: 'A business profile',
      description: 'A business’s profile as Markdown',
      mimeType: 'text/markdown',
    },
    async (uri, variables) => markdownResource(uri, profileTwin('en', one(variables.slug))),
  );
  server.registerResource(
    'business-section',
    new ResourceTemplate('directory://business/{slug}/{section}', { list: undefined }),
    {
      title: 'A section of a business',
      description: 'blog, faq, reviews, catalog or documents, as Markdown',
      mimeType: 'text/markdown',
    },
    async (uri, variables) => {
      const section = one(variables.section);
      const render = Object.hasOwn(SECTIONS, section)
        ? SECTIONS[section as keyof typeof SECTIONS]
        : null;
      if (render === null)
        throw resourceNotFound(
          uri.href,
          `Unknown section "${section}": one of ${Object.keys(SECTIONS).join(', ')}.`,
        );
      return markdownResource(uri, render('en', one(variables.slug)));
    },
  );
}
