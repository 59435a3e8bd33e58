import type { ContentKind } from '@/lib/content/content-entry';
import type { ContentHitView } from '@/lib/models/content-hit';
import type { ContentResultsModel } from '@/lib/models/content-results';

/*
 * What ContentResults and ContentHitCard show: the parts of the server's models they read,
 * which the home page's island also builds from the answer of GET /api/content. The models
 * (content results, What's on) are such views as they are.
 */

export interface ContentHitCardView {
  kind: ContentKind;
  /** Unique among the results (with the business's slug). */
  key: string;
  title: string;
  summary: string;
  href: string;
  typeLabel: string | null;
  price: string | null;
  availability: { text: string } | null;
  date: {
    text: string;
    iso: string;
    endText: string | null;
    endIso: string | null;
    place: string | null;
  } | null;
  business: Pick<ContentHitView['business'], 'slug' | 'name' | 'href' | 'city' | 'isVerified'>;
}

export interface ContentResultGroupView {
  kind: ContentKind;
  heading: string;
  count: number;
  hits: ContentHitCardView[];
}

export interface ContentResultsView extends Pick<
  ContentResultsModel,
  'texts' | 'total' | 'page' | 'totalPages' | 'partial'
> {
  groups: ContentResultGroupView[];
}
