import { businessSectionResponse } from '@/lib/routes/business-section-route';
import { parseCatalogRouteQuery } from '@/lib/routes/catalog-query';
import { loadCatalogPage } from '@/lib/models/load-catalog-page';

/**
 * GET /api/businesses/{slug}/catalog?page=&type=&q=&sort=&instock=&tag=&lang= — one page of
 * catalog items, each with its facts (lib/catalog/item-facts), for the live filter of the
 * catalog page (`partial: true` when a sorted or filtered view covers only the first items).
 * 400 on any bad parameter, 404 for an unknown business.
 */
export function GET(
  request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  return businessSectionResponse(request, params, parseCatalogRouteQuery, (business, query) =>
    loadCatalogPage(business, query.lang, query),
  );
}
