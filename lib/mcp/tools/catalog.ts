import { CATALOG_QUERY, NO_CATALOG_FILTERS } from '@/lib/catalog/catalog-filters';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { catalogItemTwinOf, catalogTwinOf } from '@/lib/companions/twin-pages';
import { loadCatalogModelFor } from '@/lib/models/catalog';
import { loadCatalogItemModel } from '@/lib/models/catalog-item';
import { citationOf, citationRef } from '../citation';
import { itemOf, itemSchema } from '../entries';
import { nextCursor, readCursor } from '../cursor';
import {
  cursorInput,
  langInput,
  READ_ONLY,
  slugInput,
  strictInput,
  textInput,
  wordsInput,
} from '../inputs';
import { guarded, toolError, toolResult, unknownBusiness } from '../tool-result';
import { itemsMatchingSomeWords } from '../catalog-fallback';
import { siteTranslator } from '@/lib/i18n/translator';
import { escapeInline, markdownLink } from '@/lib/markdown/escape';

/** search_catalog and get_catalog_item: a business's products, services, events and offers. */
export function registerCatalogTools(server: McpServer): void {
  server.registerTool(
    'search_catalog',
    {
      title: 'Search a catalog',
      description:
        "A business's catalog items by type or words (else those with some, partial true): price, local dates with offset, place, status.",
      inputSchema: strictInput({
        slug: slugInput,
        query: textInput(CATALOG_QUERY.q)
          .default('')
          .describe(CATALOG_QUERY.q.declaration.description),
        type: wordsInput(CATALOG_QUERY.type)
          .optional()
          .describe(CATALOG_QUERY.type.declaration.description),
        cursor: cursorInput,
        lang: langInput,
      }),
      outputSchema: {
        total: z.number(),
        items: z.array(itemSchema),
        nextCursor: z.string().nullable(),
        partial: z.boolean(),
        notice: z.string().nullable(),
        citation: citationRef,
      },
      annotations: READ_ONLY,
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
        const citation = citationOf(model.frame, model.business.updatedAt);
        const words = query.trim();
        if (items.total === 0 && words && at.page === 1) {
          // Never a silent empty: the items that hold some of the words, said as such.
          const some = await itemsMatchingSomeWords(lang, slug, words, type ?? null);
          const t = siteTranslator(lang);
          const notice = t(
            some.length > 0 ? 'AgentContent.catalogPartial' : 'AgentContent.catalogNone',
          );
          const found = some.map((item) => itemOf(item, model.business.slug, lang));
          const lines = found.map(
            (item) =>
              `- ${markdownLink(item.label, item.url)} · ${item.lines.map((line) => escapeInline(line.text)).join(' · ')}`,
          );
          return toolResult(
            {
              total: 0,
              items: found,
              nextCursor: null,
              partial: some.length > 0,
              notice,
              citation,
            },
            [notice, ...lines, citation.attribution].join('\n'),
          );
        }
        return toolResult(
          {
            total: items.total,
            items: items.items.map((item) => itemOf(item, model.business.slug, lang)),
            nextCursor: nextCursor(items.page, items.totalPages),
            partial: false,
            notice: null,
            citation,
          },
          catalogTwinOf(model),
        );
      }),
  );

  server.registerTool(
    'get_catalog_item',
    {
      title: 'Get an item',
      description: 'One catalog item, whole, as Markdown too.',
      inputSchema: strictInput({
        slug: slugInput,
        item: z.string().min(1).max(200).describe('From search_catalog'),
        lang: langInput,
      }),
      outputSchema: { item: itemSchema, markdown: z.string(), citation: citationRef },
      annotations: READ_ONLY,
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
