import { NO_CATALOG_FILTERS } from '@/lib/catalog/catalog-filters';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { CATALOG_ITEM_TYPES } from '@/lib/api';
import { catalogItemTwinOf, catalogTwinOf } from '@/lib/companions/twin-pages';
import { loadCatalogModelFor } from '@/lib/models/catalog';
import { loadCatalogItemModel } from '@/lib/models/catalog-item';
import { citationOf, citationSchema } from '../citation';
import { itemOf, itemSchema } from '../entries';
import { nextCursor, readCursor } from '../cursor';
import { cursorInput, langInput, READ_ONLY, slugInput } from '../inputs';
import { guarded, toolError, toolResult, unknownBusiness } from '../tool-result';

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
        items: z.array(itemSchema),
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
            items: items.items.map((item) => itemOf(item, model.business.slug, lang)),
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
      outputSchema: { item: itemSchema, markdown: z.string(), citation: citationSchema },
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
            item: itemOf(model.item, model.business.slug, lang),
            markdown,
            citation: citationOf(model.frame, model.business.updatedAt),
          },
          markdown,
        );
      }),
  );
}
