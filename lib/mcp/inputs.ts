import * as z from 'zod';
import { langField } from '@/lib/urls/query-fields';
import type { QueryField } from '@/lib/urls/query-params';
import type { WordListField } from '@/lib/urls/word-list-field';
import { nearField, radiusField } from '@/lib/urls/near-query-fields';
import {
  categoryField,
  cityField,
  cursorField,
  regionQueryField,
} from '@/lib/urls/shared-query-fields';

/*
 * Arguments the tools share with the site's JSON API, built from the declarations of its query
 * parameters (the fields of lib/urls, and the endpoints' queries that hold them: /api/search's
 * in lib/directory, /api/content's and /api/events's in lib/content, the catalog's in
 * lib/catalog), so that a tool and an endpoint take the same values with the same bounds and
 * defaults; the SDK refuses anything outside them, naming the field. Where JSON has a form of
 * its own, a tool takes it (a boolean for a true/false word, an array for a comma list), never
 * other values. The declarations' descriptions are left out (tools/list's bytes are every
 * conversation's tokens): the tools' own descriptions and the server's instructions say what
 * the arguments are.
 */

/** A text parameter: a string within its declared length. */
export function textInput(field: QueryField<string>) {
  const { maxLength } = field.declaration;
  return maxLength === undefined ? z.string() : z.string().max(maxLength);
}

/** A parameter of a few words: one of its declared words. */
export function wordsInput<T extends string>(field: QueryField<T | null | ''>) {
  const words = field.declaration.enum;
  if (!words) throw new Error(`${field.declaration.description}: no words declared`);
  return z.enum(words as readonly [T, ...T[]]);
}

/** A number within its declared bounds. */
function numberInput(field: QueryField<number | null>) {
  const { minimum = -Infinity, maximum = Infinity } = field.declaration;
  return z.number().min(minimum).max(maximum);
}

/**
 * A required text: trimmed, then at least one character and within its declared length, as
 * the route handler reads it (where an empty one is a 400).
 */
export function requiredTextInput(field: QueryField<string>) {
  const { maxLength = Infinity } = field.declaration;
  return z.string().trim().min(1).max(maxLength);
}

/**
 * A whole number from the declared minimum to the most the query reads (its declared maximum,
 * or the clamp of a count that reads more as its clamp: a tool refuses what the endpoint
 * clamps), the query's default when absent unless the tool says otherwise.
 */
export function countInput(field: QueryField<number>, fallback = field.lenient(undefined)) {
  const { minimum = 1, maximum } = field.declaration;
  if (maximum === undefined) throw new Error(`${field.declaration.description}: no maximum`);
  const most = field.strict(String(maximum));
  return z.number().int().min(minimum).max(most).default(fallback);
}

/** A flag as a JSON boolean (the query writes it as text), off when absent as in the query. */
export function flagInput(field: QueryField<boolean>) {
  return z.boolean().default(field.lenient(undefined));
}

/**
 * One of a list's words, or several as a JSON array (the query writes a comma list). A value
 * that is neither names the words, as a one-word argument's refusal does: the union's own
 * message says only that the input is invalid, which leaves an agent guessing.
 */
export function wordListInput<T extends string>(field: WordListField<T>) {
  const word = wordsInput(field.word);
  const words = word.options.map((option) => JSON.stringify(option)).join('|');
  return z
    .union([word, z.array(word).max(word.options.length)], {
      error: `Invalid option: expected one of ${words}, or an array of them`,
    })
    .optional();
}

/** Absent is the query's own default: what its reading of no value gives. */
export const langInput = wordsInput(langField).default(langField.lenient(undefined));

/** A business slug: every answer names one, and the server's instructions say where from. */
export const slugInput = z.string().min(1).max(200);

export const cursorInput = textInput(cursorField).optional().describe('A nextCursor');

export const categoryInput = textInput(categoryField).default('').describe('From list_categories');

export const cityInput = textInput(cityField).default('').describe('From list_cities');

/**
 * A province, territory or state: the tools' descriptions name the format, and a value that
 * names no region is an error listing the codes.
 */
export const regionInput = textInput(regionQueryField).default('');

/**
 * A location bias: `near`, a city (its slug or name) or "latitude,longitude", and `radius_km`
 * around it. The tools' descriptions name them, and a place the directory cannot locate is an
 * error saying why.
 */
export const nearInputs = {
  near: textInput(nearField).default(''),
  radius_km: numberInput(radiusField).optional(),
};

/**
 * A tool's arguments, strict: an argument the tool does not have is refused with the names it
 * does have (additionalProperties: false), never ignored, so that a filter an agent believes
 * it applied cannot silently be dropped.
 */
export function strictInput<Shape extends z.ZodRawShape>(shape: Shape) {
  const names = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown argument${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}: this tool takes ${names}.`
        : undefined,
  });
}

/** Every tool only reads: the other hints mean nothing for such a tool (MCP's defaults). */
export const READ_ONLY = { readOnlyHint: true } as const;
