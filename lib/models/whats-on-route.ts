import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { firstParam, parsePageNumber } from '@/lib/urls/query-params';
import { loadWhatsOnModel, type WhatsOnModel } from './whats-on';

export type WhatsOnParams = Record<string, string | string[] | undefined>;

/** A filter's value as sent: trimmed, bounded, '' when absent. */
const filterValue = (value: string | string[] | undefined) =>
  firstParam(value).trim().slice(0, 100);

/**
 * What's on at one URL: `/events`, `/events/page/N`, `/events?city=…&category=…&page=N`, from
 * its query (the page of a `page/[n]` route given as `page`). null is a 404.
 */
export function loadWhatsOnRoute(
  locale: Locale,
  params: WhatsOnParams,
  limit?: number,
): Promise<WhatsOnModel | null> {
  return loadWhatsOnModel({
    locale,
    page: parsePageNumber(params.page),
    city: filterValue(params.city),
    category: filterValue(params.category),
    limit,
  });
}
