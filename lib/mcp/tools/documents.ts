import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { documentsTwinOf, documentTwinOf } from '@/lib/companions/twin-pages';
import { loadDocumentModel } from '@/lib/models/document';
import { loadDocumentsModel } from '@/lib/models/documents';
import { citationOf, citationRef } from '../citation';
import {
  documentFileOf,
  documentFileSchema,
  listedDocumentOf,
  listedDocumentSchema,
} from '../entries';
import { nextCursor, readCursor } from '../cursor';
import { cursorInput, langInput, READ_ONLY, slugInput, strictInput } from '../inputs';
import { guarded, toolError, toolResult, unknownBusiness } from '../tool-result';

/** list_documents and get_document: a business's menus, price lists, guides and images. */
export function registerDocumentTools(server: McpServer): void {
  server.registerTool(
    'list_documents',
    {
      title: 'List documents',
      description:
        "A business's documents: label, type, size, description, dates, file link (or why none), id.",
      inputSchema: strictInput({ slug: slugInput, cursor: cursorInput, lang: langInput }),
      outputSchema: {
        total: z.number(),
        documents: z.array(listedDocumentSchema),
        nextCursor: z.string().nullable(),
        citation: citationRef,
      },
      annotations: READ_ONLY,
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
      description: 'One document: facts, file link, text as Markdown.',
      inputSchema: strictInput({
        slug: slugInput,
        document: z.string().min(1).max(200).describe('From list_documents'),
        lang: langInput,
      }),
      outputSchema: {
        label: z.string(),
        type: z.string(),
        fileSize: z.number().nullable().describe('In bytes'),
        ...documentFileSchema,
        pages: z.number().nullable(),
        markdown: z.string(),
        citation: citationRef,
      },
      annotations: READ_ONLY,
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
