import { describe, expect, it } from 'vitest';
import type { ProfilePreviews } from '@/lib/models/profile-previews';
import { renderBusinessTwin, type ProfileHub } from './business-twin';
import {
  article,
  business,
  context,
  documentDetail,
  faq,
  item,
  listedDocument,
  review,
  SITE,
} from './testing/fixtures';
import { summarizeMarkdown } from './testing/markdown-tree';

const EMPTY: ProfilePreviews = { reviews: [], catalog: [], article: null, faq: [], documents: [] };
const FULL: ProfilePreviews = {
  reviews: [review],
  catalog: [item],
  article,
  faq: faq.uncategorizedQuestions,
  documents: [listedDocument()],
};
const OSM = 'https://www.openstreetmap.org/search?query=1%20Rue%20Sainte-Catherine';

function hub(previews: ProfilePreviews, related: ProfileHub['related'] = []): ProfileHub {
  return {
    previews,
    related,
    places: [
      {
        location: business.locations[0]!,
        oneLine: '1 Rue Sainte-Catherine',
        mapUrl: OSM,
        region: null,
      },
    ],
  };
}

const counts = { blog: 4, faq: 9, reviews: 27, catalog: 12, documents: 5 };
const twin = (
  previews: ProfilePreviews,
  locale: 'en' | 'fr' = 'en',
  related = hub(EMPTY).related,
) => renderBusinessTwin(business, counts, context(locale), null, hub(previews, related));

describe('the profile twin as the hub', () => {
  it('previews each section under its heading, in the page order, with a link to all of it', () => {
    const markdown = twin(FULL);
    const tree = summarizeMarkdown(markdown);
    const h2 = tree.headings.filter((h) => h.depth === 2).map((h) => h.text);
    const order = [
      'Latest reviews',
      'From the catalog',
      'Latest article',
      'Frequently asked questions',
      'Documents',
    ];
    expect(h2.filter((text) => order.includes(text))).toEqual(order);
    // Each entry is an H3 under its section, as on the page; FAQ questions are no heading.
    const h3 = tree.headings.filter((h) => h.depth === 3).map((h) => h.text);
    for (const title of [review.title, item.label, article.title, documentDetail.label]) {
      const start = title.split(' [')[0] ?? title;
      expect(
        h3.some((text) => text.startsWith(start)),
        start,
      ).toBe(true);
    }
    expect(tree.headings.some((h) => h.text === 'Wi-Fi?')).toBe(false);
    expect(tree.text).toContain('Wi-Fi?');
    for (const [text, path] of [
      ['See all 27 reviews', 'reviews'],
      ['See the whole catalog (12 items)', 'catalog'],
      ['See all 4 articles', 'blog'],
      ['See all 9 questions', 'faq'],
      ['See all 5 documents', 'documents'],
    ]) {
      expect(markdown).toContain(`[${text}](${SITE}/business/cafe-soleil/${path}.md)`);
    }
    expect(tree.links).toContain(`${SITE}/business/cafe-soleil/catalog/espresso-beans.md`);
    expect(tree.links).toContain(`${SITE}/business/cafe-soleil/blog/new-roast.md`);
    expect(markdown).toContain('2025-02-01');
  });

  it("links each previewed document's file as the documents twin does, or says why there is none", () => {
    const withFile = (locale: 'en' | 'fr') =>
      listedDocument(
        { ...documentDetail, jsonLd: { contentUrl: 'https://f.example/menu.pdf' } },
        locale,
      );
    const notPublished = listedDocument({
      ...documentDetail,
      id: 'b',
      slug: 'b',
      markdown: '',
      jsonLd: { contentUrl: 'javascript:alert(1)' },
    });
    const english = twin({ ...EMPTY, documents: [withFile('en'), notPublished] });
    expect(english).toMatch(
      /### \[Menu 2025[^\n]*\n\nPDF, 1\.3 MB, 2025-01-06\n\n\[Download\]\(https:\/\/f\.example\/menu\.pdf\)\n/,
    );
    expect(english).toContain('The directory does not publish this document’s file.');
    expect(english).not.toContain('javascript:');
    const french = twin({ ...EMPTY, documents: [withFile('fr')] }, 'fr');
    expect(french).toContain('[Télécharger](https://f.example/menu.pdf)');
    expect(twin(FULL)).toContain(
      'The directory publishes this document’s text only, not its file: read it on its page.',
    );
  });

  it('leaves out every section with nothing to preview', () => {
    const markdown = twin(EMPTY);
    for (const heading of ['Latest reviews', 'From the catalog', 'Latest article', 'Documents'])
      expect(markdown).not.toContain(`## ${heading}`);
    expect(markdown).not.toContain('See all');
    expect(twin({ ...EMPTY, faq: faq.uncategorizedQuestions })).toContain(
      '## Frequently asked questions',
    );
  });

  it('links each address to its map search and lists the neighbours', () => {
    const related = [
      {
        slug: 'cafe-lune',
        name: 'Café Lune',
        description: '',
        logoUrl: null,
        category: 'Café',
        cities: ['Montréal'],
        regions: ['CA-QC'],
        isVerified: false,
      },
    ];
    const markdown = twin(EMPTY, 'fr', related);
    expect(summarizeMarkdown(markdown).links).toContain(OSM);
    expect(markdown).toContain('Voir sur une carte');
    expect(markdown).toContain('## Entreprises semblables');
    expect(markdown).toContain(`[Café Lune](${SITE}/fr/business/cafe-lune.md): Café, Montréal`);
    expect(twin(EMPTY)).not.toContain('Related businesses');
  });

  it('keeps untrusted preview text as text', () => {
    const tree = summarizeMarkdown(twin(FULL));
    expect(tree.html).toEqual([]);
    expect(tree.images).toEqual([]);
    expect(tree.links.filter((url) => url.includes('evil.example'))).toEqual([]);
  });
});
