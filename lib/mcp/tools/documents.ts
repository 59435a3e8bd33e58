import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { documentsTwinOf, documentTwinOf } from '@/lib/companions/twin-pages';
import { loadDocumentModel } from '@/lib/models/document';
import { loadDocumentsModel } from '@/lib/models/documents';
import { citationOf, citationSchema } from '../citation';
import {
  documentFileOf,
  documentFileSchema,
  listedDocumentOf,
  listedDocumentSchema,
} from '../entries';
import { nextCursor, readCursor } from '../cursor';
import { cursorInput, langInput, READ_ONLY, slugInput } from '../inputs';
import { guarded, toolError, toolResult, unknownBusiness } from '../tool-result';

/** list_documents and get_document: a business's menus, price lists, guides and images. */
export function registerDocumentTools(server: McpServer): void {
  server.registerTool(
    'list_documents',
    {
      title: 'List a business’s documents',
      description:
        'One page of a business’s documents: label, type, size, the link to each file (or why there is none), and their ids.',
      inputSchema: { slug: slugInput, cursor: cursorInput, lang: langInput },
      outputSchema: {
        total: z.number(),
        documents: z.array(listedDocumentSchema),
        nextCursor: z.string().nullable(),
        citation: citationSchema,
      },
      annotations: { ...READ_ONLY, title: 'List documents' },
    },
    async ({ slug, cursor, lang }) =>
      guarded(async () => {
        const at = readCursor(cursor);
        if (!at.ok) return toolError(at.error);
        const model = await loadDocumentsModel(lang, slug, at.page);
        if (model === null) return unknownBusiness(slug);
        const { documents } = model;
        return toolResult(
          {
            total: documents.total,
            documents: documents.items.map((document) =>
              listedDocumentOf(document, model.business.slug, lang),
            ),
            nextCursor: nextCursor(documents.page, documents.totalPages),
            citation: citationOf(model.frame, model.business.updatedAt),
          },
          documentsTwinOf(model),
        );
      }),
  );

  server.registerTool(
    'get_document',
    {
      title: 'Get a document',
      description:
        'One document of a business: its facts, the link to its file, and its Markdown rendition (the text of a menu or price list).',
      inputSchema: {
        slug: slugInput,
        document: z.string().min(1).max(200).describe('The document id, from list_documents'),
        lang: langInput,
      },
      outputSchema: {
        label: z.string(),
        type: z.string(),
        fileSize: z.number().nullable().describe('In bytes'),
        ...documentFileSchema,
        pages: z.number().nullable(),
        markdown: z.string(),
        citation: citationSchema,
      },
      annotations: { ...READ_ONLY, title: 'Get a document' },
    },
    async ({ slug, document, lang }) =>
      guarded(async () => {
        const model = await loadDocumentModel(lang, slug, document);
        if (model === null)
          return toolError(
            `No document "${document}" for business "${slug}". List them with list_documents.`,
          );
        const markdown = documentTwinOf(model);
        return toolResult(
          {
            label: model.document.label,
            type: model.document.type,
            fileSize: model.file.bytes,
            ...documentFileOf(model.file),
            pages: model.file.pages,
            markdown,
            citation: citationOf(model.frame, model.document.updatedAt),
          },
          markdown,
        );
      }),
  );
}
