import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { getSiteConfig } from '@/lib/config/site-config';
import { zonedIso } from '@/lib/text/zoned-date';
import { CONTENT_KINDS } from '@/lib/content/content-entry';
import { CONTENT_ROUTE_QUERY, EVENTS_ROUTE_QUERY } from '@/lib/content/content-api-query';
import { EVENT_DATE_HELP, EVENT_DATE_PATTERN, eventWindow } from '@/lib/text/event-window';
import type { QueryField } from '@/lib/urls/query-params';
import { eventsAnswer, searchContentAnswer } from '../content-answers';
import type { ContentModels } from '../content-source';
import { contentResultRef } from '../content-result';
import { contentSearchText, eventsText } from '../content-text';
import { readCursor } from '../cursor';
import {
  categoryInput,
  cityInput,
  countInput,
  cursorInput,
  flagInput,
  langInput,
  nearInputs,
  READ_ONLY,
  regionInput,
  requiredTextInput,
  strictInput,
  wordListInput,
} from '../inputs';
import { unknownFacetIn } from '../facet-check';
import { resolveNear, type ResolvedNear } from '../near';
import { resolveRegion } from '@/lib/places/region-names';
import type { Locale } from '@/lib/i18n/routing';
import { guarded, toolError, toolResult } from '../tool-result';

/*
 * search_content and list_events: what businesses offer and say (catalog items, events, FAQ
 * answers, articles, documents), from the content index the sync fills in the background.
 * Inputs are strict (an unknown argument is refused, naming it) and built from the fields of
 * /api/content's and /api/events's queries; answers carry each result's page, its business and
 * the citation, and a notice instead of a silent empty.
 */

const kindInput = wordListInput(CONTENT_ROUTE_QUERY.kind).describe(
  'One kind or a list (default: all)',
);
const filterInputs = {
  category: categoryInput,
  city: cityInput,
  region: regionInput,
  ...nearInputs,
};

interface PlaceFilters {
  category: string;
  city: string;
  region: string;
  near: string;
  radius_km?: number;
}

type CheckedPlaces =
  { ok: true; region: string; near: ResolvedNear | null } | { ok: false; error: string };

/**
 * The filters that name places and categories, checked: an unknown category, city or region is
 * an error naming the closest, and so is a place the directory cannot locate. The region comes
 * back as its ISO 3166-2 code, `near` as the cities near it.
 */
async function checkedPlaces(
  lang: Locale,
  { category, city, region, near, radius_km }: PlaceFilters,
): Promise<CheckedPlaces> {
  const unknown = await unknownFacetIn(lang, { category, city, region });
  if (unknown) return { ok: false, error: unknown };
  const located = await resolveNear(lang, near, radius_km ?? null);
  if (!located.ok) return located;
  return { ok: true, region: resolveRegion(region) ?? '', near: located.near };
}

/**
 * A bound of the events' window: the pattern is checked first (a value past it is refused by
 * that alone), not written out; the declaration's description says what the bound means and,
 * in fewer bytes than the query's help, the format.
 */
function dateInput(field: QueryField<string>) {
  const { description, maxLength = Infinity } = field.declaration;
  return z
    .string()
    .refine((value) => EVENT_DATE_PATTERN.test(value), {
      message: `Expected ${EVENT_DATE_HELP}`,
      abort: true,
    })
    .max(maxLength)
    .optional()
    .describe(description.replace(EVENT_DATE_HELP, 'a date, or date-time with offset'));
}

const pagedOutput = {
  total: z.number(),
  nextCursor: z.string().nullable(),
  notice: z.string().nullable().describe('Why the results are not simply what was asked, if so'),
};

const facetSchema = z.object({ slug: z.string(), name: z.string(), count: z.number() });

const PAST_THE_END = 'No page of results at this cursor: start again without one.';

export function registerContentTools(server: McpServer, models: ContentModels): void {
  server.registerTool(
    'search_content',
    {
      title: 'Search offers',
      description:
        'What businesses offer and say (items, events, FAQ answers, articles, documents; typos forgiven), in a region (CA-QC) or near a city or lat,lon (radius_km), nearest first; ids for fetch.',
      inputSchema: strictInput({
        text: requiredTextInput(CONTENT_ROUTE_QUERY.q),
        kind: kindInput,
        ...filterInputs,
        verified: flagInput(CONTENT_ROUTE_QUERY.verified),
        limit: countInput(CONTENT_ROUTE_QUERY.limit),
        cursor: cursorInput,
        lang: langInput,
      }),
      outputSchema: {
        ...pagedOutput,
        results: z.array(contentResultRef),
        countsByKind: z.record(z.enum(CONTENT_KINDS), z.number()),
        partial: z.boolean().describe('True when no result matches every word'),
        respelled: z.string().nullable().describe('The text as read when typed otherwise'),
      },
      annotations: READ_ONLY,
    },
    async ({ text, kind, verified, limit, cursor, lang, ...filters }) =>
      guarded(async () => {
        const at = readCursor(cursor);
        if (!at.ok) return toolError(at.error);
        const places = await checkedPlaces(lang, filters);
        if (!places.ok) return toolError(places.error);
        const kinds = kind === undefined ? [] : [kind].flat();
        const { category, city } = filters;
        const { region, near } = places;
        const request = {
          text: text.trim(),
          kinds,
          category,
          city,
          region,
          near,
          verified,
          limit,
          lang,
        };
        const answer = await searchContentAnswer(models, { ...request, page: at.page });
        if (answer === null) return toolError(PAST_THE_END);
        const { total, results, nextCursor, notice, countsByKind, partial, respelled } = answer;
        return toolResult(
          { total, results, nextCursor, notice, countsByKind, partial, respelled },
          contentSearchText(answer, request.text, lang),
        );
      }),
  );

  server.registerTool(
    'list_events',
    {
      title: 'List events',
      description:
        'Events of every business by start (near: nearest first), by default not yet over; local times with offsets.',
      inputSchema: strictInput({
        from: dateInput(EVENTS_ROUTE_QUERY.from),
        to: dateInput(EVENTS_ROUTE_QUERY.to),
        ...filterInputs,
        limit: countInput(EVENTS_ROUTE_QUERY.limit),
        cursor: cursorInput,
        lang: langInput,
      }),
      outputSchema: {
        ...pagedOutput,
        from: z.string().describe('The window’s start, local time with the offset'),
        to: z.string().nullable().describe('The window’s end, local time with the offset, or none'),
        events: z.array(contentResultRef),
        facets: z.object({ cities: z.array(facetSchema), categories: z.array(facetSchema) }),
      },
      annotations: READ_ONLY,
    },
    async ({ from, to, limit, cursor, lang, ...filters }) =>
      guarded(async () => {
        const at = readCursor(cursor);
        if (!at.ok) return toolError(at.error);
        const places = await checkedPlaces(lang, filters);
        if (!places.ok) return toolError(places.error);
        const { timeZone } = getSiteConfig();
        const window = eventWindow(from, to, timeZone, new Date());
        if (!window.ok) return toolError(`Invalid dates: ${window.error}`);
        const { category, city } = filters;
        const { region, near } = places;
        const request = {
          window: window.value,
          category,
          city,
          region,
          near,
          limit,
          lang,
          page: at.page,
        };
        const answer = await eventsAnswer(models, request);
        if (answer === null) return toolError(PAST_THE_END);
        // The window in the directory's local time with its offset, as the events' own dates,
        // in the structured copy and the text alike.
        const local = (instant: string) => zonedIso({ iso: instant, hasTime: true }, timeZone);
        const dated = { ...answer, from: local(answer.from), to: answer.to && local(answer.to) };
        const { total, events, nextCursor, notice, facets } = dated;
        return toolResult(
          { total, from: dated.from, to: dated.to, events, nextCursor, notice, facets },
          eventsText(dated, lang),
        );
      }),
  );
}
