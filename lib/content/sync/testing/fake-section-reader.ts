import type {
  BlogArticle,
  BlogArticleSummary,
  Business,
  BusinessSectionReader,
  CatalogItem,
  DocumentDetail,
  DocumentSummary,
  Faq,
  Locale,
  Paged,
} from '@/lib/api';

/*
 * Sections served from memory for the sync's unit tests, with a count of every call by
 * resource, and failures on demand (a business whose answers are broken).
 */

export interface FakeSections {
  business?: Pick<Business, 'name' | 'locations'> & Partial<Business>;
  faq?: Faq | null;
  articles?: BlogArticleSummary[];
  bodies?: Record<string, string>;
  items?: CatalogItem[];
  documents?: DocumentSummary[];
  renditions?: Record<string, string>;
  /** Every call for this business throws this. */
  failWith?: Error;
}

export class FakeSectionReader implements BusinessSectionReader {
  readonly calls: Record<string, number> = {};
  readonly data = new Map<string, FakeSections>();

  set(locale: Locale, slug: string, sections: FakeSections): void {
    this.data.set(`${locale}/${slug}`, sections);
  }

  get total(): number {
    return Object.values(this.calls).reduce((sum, count) => sum + count, 0);
  }

  resetCalls(): void {
    for (const key of Object.keys(this.calls)) delete this.calls[key];
  }

  private async of(resource: string, locale: Locale, slug: string): Promise<FakeSections | null> {
    this.calls[resource] = (this.calls[resource] ?? 0) + 1;
    await Promise.resolve();
    const sections = this.data.get(`${locale}/${slug}`);
    if (sections?.failWith) throw sections.failWith;
    return sections ?? null;
  }

  private page<T>(items: T[] | undefined, page: number): Paged<T> {
    const all = items ?? [];
    const slice = all.slice((page - 1) * 100, page * 100);
    return {
      items: slice,
      total: all.length,
      page,
      limit: 100,
      totalPages: Math.max(1, Math.ceil(all.length / 100)),
    };
  }

  async business(slug: string, locale: Locale) {
    const s = await this.of('business', locale, slug);
    return (s?.business as Business | undefined) ?? null;
  }
  async articles(slug: string, locale: Locale) {
    const s = await this.of('articles', locale, slug);
    return s ? (s.articles ?? []) : null;
  }
  async article(slug: string, articleSlug: string, locale: Locale): Promise<BlogArticle | null> {
    const s = await this.of('article', locale, slug);
    const summary = s?.articles?.find((a) => a.slug === articleSlug);
    if (!summary) return null;
    return {
      ...summary,
      markdown: s?.bodies?.[articleSlug] ?? '',
      untrustedHtml: '',
      keywords: [],
    };
  }
  async faq(slug: string, locale: Locale) {
    const s = await this.of('faq', locale, slug);
    return s?.faq ?? null;
  }
  async catalogPage(slug: string, locale: Locale, page: number) {
    const s = await this.of('catalog', locale, slug);
    return s ? this.page(s.items, page) : null;
  }
  async documentPage(slug: string, locale: Locale, page: number) {
    const s = await this.of('documents', locale, slug);
    return s ? this.page(s.documents, page) : null;
  }
  async document(slug: string, documentId: string, locale: Locale): Promise<DocumentDetail | null> {
    const s = await this.of('document', locale, slug);
    const summary = s?.documents?.find((d) => d.id === documentId || d.slug === documentId);
    if (!summary) return null;
    return {
      ...summary,
      markdown: s?.renditions?.[summary.id] ?? null,
      seoTitle: null,
      seoDescription: null,
      seoKeywords: [],
      jsonLd: null,
    };
  }
}
