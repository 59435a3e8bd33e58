import { readQuery } from './query-params';
import { choiceField, pageField } from './query-fields';

type SearchParamValue = string | string[] | undefined;

/** How a reader may order reviews; none given is newest first. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The whole stars a reader may keep: a rating rounds to one of them, as in the histogram. */
const REVIEW_STAR_CHOICES = ['0', '1', '2', '3', '4', '5'] as const;

/**
 * The reviews' query, for their page (lenient) and their JSON endpoint (strict) alike:
 * `sort` orders them, `stars` keeps the reviews whose rating rounds to that many stars.
 */
export const REVIEWS_QUERY = {
  page: pageField,
  sort: choiceField('sort', REVIEW_SORTS, 'Order of the reviews (default: newest first)'),
  stars: choiceField(
    'stars',
    REVIEW_STAR_CHOICES,
    'Only the reviews whose rating rounds to this many stars',
  ),
};

export interface ReviewFilters {
  page: number;
  /** '' is the default order, newest first. */
  sort: ReviewSort | '';
  /** null keeps every review. */
  stars: number | null;
}

/** Filters from a parsed query (either reading). */
export function reviewFiltersOf(values: {
  page: number;
  sort: ReviewSort | '';
  stars: string;
}): ReviewFilters {
  return {
    page: values.page,
    sort: values.sort,
    stars: values.stars === '' ? null : Number(values.stars),
  };
}

/** A page's filters from its URL: unknown values are forgiven (no filter), a bad page is 1. */
export function readReviewFilters(params: Record<string, SearchParamValue>): ReviewFilters {
  return reviewFiltersOf(readQuery(REVIEWS_QUERY, params));
}

/** Whether the reviews are shown as they are by default: every star, newest first. */
export function isDefaultReviewView({ sort, stars }: Pick<ReviewFilters, 'sort' | 'stars'>) {
  return (sort === '' || sort === 'newest') && stars === null;
}

/** The filters as page-link query parameters (without `page`), empty ones left out. */
export function reviewFilterQuery({
  sort,
  stars,
}: Pick<ReviewFilters, 'sort' | 'stars'>): Record<string, string> {
  const query: Record<string, string> = {};
  if (sort) query.sort = sort;
  if (stars !== null) query.stars = String(stars);
  return query;
}
