import { isRecord } from '@/lib/api';
import type { ProfileModel } from '@/lib/models/profile';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';
import { businessJsonLd } from './business-json-ld';
import { aggregateRatingNode } from './reviews-json-ld';

/**
 * The profile's JSON-LD: the business itself with its aggregate rating (under the reviews
 * page's rules), and where it sits in the directory.
 */
export function profileJsonLd({ frame, business, reviews }: ProfileModel) {
  const aggregateRating = reviews && aggregateRatingNode(reviews);
  const node: unknown = businessJsonLd(business, {
    siteUrl: frame.siteUrl,
    pageUrl: frame.canonicalUrl,
  });
  return [
    // Always an object; the guard only narrows schema-dts's wide union (which admits strings).
    { ...(isRecord(node) ? node : {}), ...(aggregateRating && { aggregateRating }) },
    breadcrumbJsonLd([
      { name: frame.siteName, url: frame.homeUrl },
      { name: business.name, url: frame.canonicalUrl },
    ]),
  ];
}
