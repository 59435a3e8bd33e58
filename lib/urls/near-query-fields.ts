import { MAX_RADIUS_KM } from '@/lib/places/city-centres';
import { QueryParameterError, type QueryField } from './query-params';
import { textField } from './query-fields';

/*
 * A location bias, as /api/search, /api/content, /api/events and the MCP tools take it, declared
 * once (shared-query-fields.ts says how). Kept apart from the fields the pages' islands read,
 * since the radius's bound comes from the gazetteer's module, which reads files on the server.
 */

export const nearField = textField(
  'near',
  'Rank by distance from one of the directory’s cities (key or name) or a point "latitude,longitude"; distances are between city centres',
);

/** Kilometres around `near`, 1 to MAX_RADIUS_KM; absent is no radius (every distance, ranked). */
export const radiusField: QueryField<number | null> = {
  declaration: {
    type: 'number',
    description: 'With near: only businesses with a city centre this close (and what they offer)',
    minimum: 1,
    maximum: MAX_RADIUS_KM,
  },
  lenient: (raw) => {
    const value = Number(raw);
    return raw && value >= 1 && value <= MAX_RADIUS_KM ? value : null;
  },
  strict(raw) {
    if (raw === undefined || raw === '') return null;
    const value = /^\d{1,4}(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= 1 && value <= MAX_RADIUS_KM))
      throw new QueryParameterError(
        `Query parameter "radius_km" must be a number of kilometres from 1 to ${MAX_RADIUS_KM}.`,
      );
    return value;
  },
};
