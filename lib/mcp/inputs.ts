import * as z from 'zod';

/** Inputs every tool shares, with their bounds; the SDK refuses anything else, naming the field. */
export const langInput = z
  .enum(['en', 'fr'])
  .default('en')
  .describe('Language of the answer: en (default) or fr');

export const slugInput = z
  .string()
  .min(1)
  .max(200)
  .describe('The business slug, as search_businesses returns it');

export const cursorInput = z
  .string()
  .max(200)
  .optional()
  .describe('nextCursor of the previous answer, to read the next page');

export const READ_ONLY = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const;
