import { NO_CATALOG_FILTERS } from '@/lib/catalog/catalog-filters';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { CATALOG_ITEM_TYPES } from '@/lib/api';
import { catalogItemTwinOf, catalogTwinOf } from '@/lib/companions/twin-pages';
import { factLines } from '@/lib/catalog/fact-lines';
import type { WithFacts } from '@/lib/catalog/item-facts';
import { siteTranslator } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/routing';
import { loadCatalogModelFor } from '@/lib/models/catalog';
import { loadCatalogItemModel } from '@/lib/models/catalog-item';
import { pageFrame } from '@/lib/models/frame';
import type { CatalogItem } from '@/lib/api';
import { businessPath } from '@/lib/urls/paths';
import { citationOf, citationSchema } from '../citation';
import { nextCursor, readCursor } from '../cursor';
import { cursorInput, langInput, READ_ONLY, slugInput } from '../inputs';
import { guarded, toolError, toolResult, unknownBusiness } from '../tool-result';

const itemFacts = z.object({
  slug: z.string(),
  label: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  facts: z.record(z.string(), z.unknown()),
  lines: z.array(z.object({ key: z.string(), term: z.string(), text: z.string() })),
  url: z.string(),
});

/** The item with its facts, and the lines the page shows of them, in the reader's words. */
function itemSummary(item: WithFacts<CatalogItem>, slug: string, lang: Locale) {
  const t = siteTranslator(lang);
  return {
    slug: item.slug,
    label: item.label,
    type: item.type,
    description: item.description,
    facts: { ...item.facts },
    lines: factLines(item, lang, (word) => t(`Catalog.${word}`), {
      typeLabel: t(`Catalog.typeSingular.${item.type}`),
      details: true,
    }).map((line) => ({
      key: line.key,
      term: line.term,
      text: 'iso' in line ? line.iso : line.text,
    })),
    url: pageFrame(lang, businessPath(slug, 'catalog', item.slug)).canonicalUrl,
  };
}

/** search_catalog and get_catalog_item: a business's products, services, events and offers. */
export function registerCatalogTools(server: McpServer): void {
  server.registerTool(
    'search_catalog',
    {
      title: 'Search a business’s catalog',
      description:
        'A page of a business’s catalog: its items with price, dates (ISO 8601 with the place’s offset), place and status (available, unavailable, ended, expired), optionally by type or text.',
      inputSchema: {
        slug: slugInput,
        query: z.string().max(200).default('').describe('Words in the label or description'),
        type: z.enum(CATALOG_ITEM_TYPES).optional().describe('One item type'),
        cursor: cursorInput,
        lang: langInput,
      },
      outputSchema: {
        total: z.number(),
        items: z.array(itemFacts),
        nextCursor: z.string().nullable(),
        citation: citationSchema,
      },
      annotations: { ...READ_ONLY, title: 'Search catalog' },
    },
    async ({ slug, query, type, cursor, lang }) =>
      guarded(async () => {
        const at = readCursor(cursor);
        if (!at.ok) return toolError(at.error);
        const model = await loadCatalogModelFor(lang, slug, {
          ...NO_CATALOG_FILTERS,
          page: at.page,
          type: type ?? null,
          q: query.trim(),
        });
        if (model === null) return unknownBusiness(slug);
        const { items } = model;
        return toolResult(
          {
            total: items.total,
            items: items.items.map((item) => itemSummary(item, model.business.slug, lang)),
            nextCursor: nextCursor(items.page, items.totalPages),
            citation: citationOf(model.frame, model.business.updatedAt),
          },
          catalogTwinOf(model),
        );
      }),
  );

  server.registerTool(
    'get_catalog_item',
    {
      title: 'Get a catalog item',
      description:
        'One item of a business’s catalog, whole: facts, attributes in words, description and enrichment, as Markdown too.',
      inputSchema: {
        slug: slugInput,
        item: z.string().min(1).max(200).describe('The item slug, from search_catalog'),
        lang: langInput,
      },
      outputSchema: { item: itemFacts, markdown: z.string(), citation: citationSchema },
      annotations: { ...READ_ONLY, title: 'Get a catalog item' },
    },
    async ({ slug, item, lang }) =>
      guarded(async () => {
        const model = await loadCatalogItemModel(lang, slug, item);
        if (model === null)
          return toolError(
            `No item "${item}" in the catalog of "${slug}". Find it with search_catalog.`,
          );
        const markdown = catalogItemTwinOf(model);
        return toolResult(
          {
            item: itemSummary(model.item, model.business.slug, lang),
            markdown,
            citation: citationOf(model.frame, model.business.updatedAt),
          },
          markdown,
        );
      }),
  );
}
