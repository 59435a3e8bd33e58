import type { BlogPosting } from 'schema-dts';
import { isRecord } from '@/lib/api';
import type { ProfileModel } from '@/lib/models/profile';
import { businessPath } from '@/lib/urls/paths';
import { pageUrl } from '@/lib/urls/twin-paths';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';
import { businessJsonLd } from './business-json-ld';
import { aggregateRatingNode, reviewNode } from './reviews-json-ld';

/**
 * The profile's JSON-LD: the business itself with its aggregate rating (under the reviews
 * page's rules), the reviews and the article its previews show, and where it sits in the
 * directory. The catalog and documents previews are links to their own pages, which state them.
 */
export function profileJsonLd({ frame, business, reviews, previews }: ProfileModel) {
  const aggregateRating = reviews && aggregateRatingNode(reviews);
  const node: unknown = businessJsonLd(business, {
    siteUrl: frame.siteUrl,
    pageUrl: frame.canonicalUrl,
  });
  const { article } = previews;
  const articleNode: BlogPosting | null = article && {
    '@type': 'BlogPosting',
    headline: article.title,
    url: pageUrl(frame.siteUrl, frame.locale, businessPath(business.slug, 'blog', article.slug)),
    ...(article.publishedAt && { datePublished: article.publishedAt }),
  };
  return [
    // Always an object; the guard only narrows schema-dts's wide union (which admits strings).
    {
      ...(isRecord(node) ? node : {}),
      ...(aggregateRating && { aggregateRating }),
      ...(previews.reviews.length > 0 && { review: previews.reviews.map(reviewNode) }),
      ...(articleNode && { subjectOf: articleNode }),
    },
    breadcrumbJsonLd([
      { name: frame.siteName, url: frame.homeUrl },
      { name: business.name, url: frame.canonicalUrl },
    ]),
  ];
}
