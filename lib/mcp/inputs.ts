import * as z from 'zod';
import { MAX_RADIUS_KM } from '@/lib/places/city-centres';

/** Inputs every tool shares, with their bounds; the SDK refuses anything else, naming the field. */
export const langInput = z.enum(['en', 'fr']).default('en');

/** A business slug: every answer names one, and the server's instructions say where from. */
export const slugInput = z.string().min(1).max(200);

export const cursorInput = z.string().max(200).optional().describe('A nextCursor');

export const categoryInput = z.string().max(100).default('').describe('From list_categories');

export const cityInput = z.string().max(100).default('').describe('From list_cities');

/**
 * A province, territory or state. Unbounded and undescribed in the schema (tools/list's bytes
 * are every conversation's tokens): the tool's description names the format, and a value that
 * names no region is an error listing the codes.
 */
export const regionInput = z.string().default('');

/**
 * A location bias: `near`, a city (its slug or name) or "latitude,longitude", and `radius_km`
 * around it. Unbounded and undescribed in the schema, as region: the tools' descriptions name
 * them, the bounds are checked, and a place the directory cannot locate is an error saying why.
 */
export const nearInputs = {
  near: z.string().default(''),
  radius_km: z
    .number()
    .refine((km) => km >= 1 && km <= MAX_RADIUS_KM, `Expected 1 to ${MAX_RADIUS_KM} km`)
    .optional(),
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
