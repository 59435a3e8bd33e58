import { describe, expect, it } from 'vitest';
import { syntheticCountFromEnv } from './config';
import { startSampleApi } from './server';
import { isStreamed } from './listing-body';
import { createStore } from './store';
import { syntheticContent } from './synthetic-content';
import { syntheticCore, syntheticNumberOf } from './synthetic-core';
import { BUSINESS, fetchJson, sampleApiForThisFile } from './testing';
import type {
  ApiBlogArticle,
  ApiBlogArticleList,
  ApiBusiness,
  ApiBusinessList,
  ApiCatalogItemDetail,
  ApiCatalogItemList,
  ApiDocumentDetail,
  ApiDocumentList,
  ApiReviewList,
} from './api-types';

const HANDWRITTEN_PUBLIC = 8;
const server = sampleApiForThisFile({ syntheticBusinesses: 1000 });
const get = <T>(path: string) => fetchJson<T>(`${server.url}${path}`);

describe('synthetic businesses', () => {
  it('adds N businesses to the listing, with unique URL-safe slugs', async () => {
    const { body } = await get<ApiBusinessList>('/index/directory-businesses');
    expect(body.data).toHaveLength(HANDWRITTEN_PUBLIC + 1000);
    const slugs = body.data.map((business) => business.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('spreads them over categories and cities, with bilingual text', async () => {
    const en = (await get<ApiBusinessList>('/index/directory-businesses')).body.data.slice(
      HANDWRITTEN_PUBLIC,
    );
    const fr = (await get<ApiBusinessList>('/index/directory-businesses?lang=fr')).body.data.slice(
      HANDWRITTEN_PUBLIC,
    );
    expect(new Set(en.map((business) => business.category)).size).toBe(20);
    expect(
      new Set(en.flatMap((business) => business.locations.map((location) => location.city))).size,
    ).toBeGreaterThanOrEqual(28);
    const differing = en.filter(
      (business, index) => business.description !== fr[index]?.description,
    );
    expect(differing).toHaveLength(1000);
  });

  it('is deterministic: another server lists the same bytes', async () => {
    const other = await startSampleApi(0, { syntheticBusinesses: 1000, publicUrl: null });
    try {
      const mine = await fetch(`${server.url}/index/directory-businesses?lang=fr`).then(
        (response) => response.text(),
      );
      const theirs = await fetch(`${other.url}/index/directory-businesses?lang=fr`).then(
        (response) => response.text(),
      );
      expect(theirs.replaceAll(other.url, 'BASE')).toBe(mine.replaceAll(server.url, 'BASE'));
    } finally {
      await other.close();
    }
    expect(syntheticContent(421)).toEqual(syntheticContent(421));
    expect(syntheticCore(7)).toEqual(syntheticCore(7));
  });

  it('serves every sub-resource of a synthetic business from its seed', async () => {
    // Find one with a catalog, a document and an article so every endpoint is exercised.
    const number = Array.from({ length: 200 }, (_, index) => index + 1).find((candidate) => {
      const content = syntheticContent(candidate);
      return (
        content.catalog.length > 0 &&
        content.documents.length > 0 &&
        content.articles.length > 0 &&
        content.faq !== null
      );
    });
    expect(number).toBeDefined();
    const slug = syntheticCore(number ?? 1).slug;
    const base = BUSINESS(slug);

    expect((await get<ApiBusiness>(base)).body.slug).toBe(slug);
    const articles = (await get<ApiBlogArticleList>(`${base}/blog/articles?lang=fr`)).body;
    expect(articles.total).toBe(articles.articles.length);
    const article = await get<ApiBlogArticle>(
      `${base}/blog/articles/${articles.articles[0]?.slug ?? ''}?lang=fr`,
    );
    expect(article.body.contentPublic).toContain('<ol>');
    expect((await get(`${base}/faq`)).status).toBe(200);
    const reviews = (await get<ApiReviewList>(`${base}/reviews`)).body;
    expect(reviews.reviews.length).toBe(Math.min(20, reviews.total));
    const items = (await get<ApiCatalogItemList>(`${base}/catalog/items`)).body;
    const item = await get<ApiCatalogItemDetail>(
      `${base}/catalog/items/${items.items[0]?.itemSlug ?? ''}`,
    );
    expect(item.body.id).toBe(items.items[0]?.id);
    const documents = (await get<ApiDocumentList>(`${base}/documents`)).body;
    const document = await get<ApiDocumentDetail>(
      `${base}/documents/${documents.data[0]?.id ?? ''}`,
    );
    expect(document.status).toBe(200);
  });

  it('gives them events that are upcoming whenever it runs, more than a page of What’s on', async () => {
    const events = Array.from({ length: 60 }, (_, index) => index + 1).flatMap((number) =>
      syntheticContent(number).catalog.filter((item) => item.itemType === 'EVENT'),
    );
    const starts = events.map((item) => String(item.attributes?.startDate ?? ''));
    // What's on lists 20 a page: two pages at least from 60 businesses.
    expect(starts.filter((start) => start !== '').length).toBeGreaterThan(20);
    for (const start of starts.filter((value) => value !== ''))
      expect(Date.parse(start)).toBeGreaterThan(Date.now());
    // Each event's slug is unique within its business's catalog.
    for (let number = 1; number <= 60; number += 1) {
      const slugs = syntheticContent(number).catalog.map((item) => item.itemSlug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    // Served as any item is, with its start.
    const number = Array.from({ length: 60 }, (_, index) => index + 1).find((candidate) =>
      syntheticContent(candidate).catalog.some((item) => item.itemSlug === 'customer-evening'),
    );
    const detail = await get<ApiCatalogItemDetail>(
      `${BUSINESS(syntheticCore(number ?? 1).slug)}/catalog/items/customer-evening?lang=fr`,
    );
    expect(detail.body).toMatchObject({ itemType: 'EVENT', label: 'Soirée clients' });
    expect(Date.parse(String(detail.body.attributes?.startDate))).toBeGreaterThan(Date.now());
  });

  it('finds a synthetic slug only within N', async () => {
    expect((await get(BUSINESS(syntheticCore(1000).slug))).status).toBe(200);
    expect((await get(BUSINESS(syntheticCore(1001).slug))).status).toBe(404);
    expect(syntheticNumberOf(syntheticCore(5).slug, 10)).toBe(5);
    expect(syntheticNumberOf(syntheticCore(5).slug.replace(/-5$/, '-6'), 10)).toBeNull();
    expect(syntheticNumberOf('boulangerie-du-plateau', 10)).toBeNull();
  });

  it('builds the listing once per language and host, then reuses the buffer', () => {
    const store = createStore(50);
    const first = store.listing('en', 'http://a');
    expect(store.listing('en', 'http://a')).toBe(first);
    expect(store.listing('fr', 'http://a')).not.toBe(first);
    if (isStreamed(first)) throw new Error('a listing of 58 businesses is kept whole');
    const parsed = JSON.parse(first.toString('utf8')) as ApiBusinessList;
    expect(parsed.data).toHaveLength(HANDWRITTEN_PUBLIC + 50);
  });

  it('finds synthetic slugs up to a million', () => {
    expect(syntheticNumberOf(syntheticCore(1_000_000).slug, 1_000_000)).toBe(1_000_000);
    expect(syntheticNumberOf(syntheticCore(999_999).slug, 999_998)).toBeNull();
  });

  it('refuses counts outside 0..1000000', () => {
    expect(() => createStore(1_000_001)).toThrow(RangeError);
    expect(() => createStore(-1)).toThrow(RangeError);
    expect(syntheticCountFromEnv(undefined)).toBe(0);
    expect(syntheticCountFromEnv('2500')).toBe(2500);
    expect(() => syntheticCountFromEnv('lots')).toThrow(/SAMPLE_API_BUSINESSES/);
    expect(syntheticCountFromEnv('1000000')).toBe(1_000_000);
    expect(() => syntheticCountFromEnv('1000001')).toThrow(/SAMPLE_API_BUSINESSES/);
  });
});
