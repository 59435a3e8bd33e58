import { describe, expect, it } from 'vitest';
import type { Business, Faq } from '@/lib/api';
import { faqPageJsonLd } from './faq-page-json-ld';
import { serializeJsonLd } from './serialize-json-ld';

const SITE = 'https://directory.example';

const business: Business = {
  slug: 'café-soleil',
  name: 'Café Soleil',
  websiteUrl: null,
  description: '',
  logoUrl: null,
  email: null,
  phone: null,
  legalName: null,
  primaryLanguage: null,
  locations: [],
  areas: [],
  category: '',
  tags: [],
  markdown: null,
  updatedAt: null,
  businessTypes: [],
  visibility: 'PUBLIC',
  isVerified: false,
};

const faq: Faq = {
  updatedAt: '2024-05-05T00:00:00.000Z',
  categories: [
    {
      name: 'Orders',
      questions: [
        {
          question: 'Do you deliver?',
          answerMarkdown: 'Yes, **within 10 km**.',
          anchor: 'do-you-deliver',
        },
      ],
    },
  ],
  uncategorizedQuestions: [{ question: 'Wi-Fi?', answerMarkdown: 'Free.', anchor: 'wi-fi' }],
};

describe('faqPageJsonLd', () => {
  const context = { siteUrl: SITE, pageUrl: `${SITE}/business/cafe/faq`, locale: 'en' as const };

  it('lists every question with its answer, categorised ones first', () => {
    const data = faqPageJsonLd(faq, business, context);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: `${SITE}/business/cafe/faq`,
      inLanguage: 'en',
      dateModified: '2024-05-05T00:00:00.000Z',
      about: { '@id': `${SITE}/business/caf%C3%A9-soleil#business` },
    });
    expect(data?.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Do you deliver?',
        url: `${SITE}/business/cafe/faq#do-you-deliver`,
        // Plain text: no Markdown marks for a reader of Answer.text to see.
        acceptedAnswer: { '@type': 'Answer', text: 'Yes, within 10 km.' },
      },
      {
        '@type': 'Question',
        name: 'Wi-Fi?',
        url: `${SITE}/business/cafe/faq#wi-fi`,
        acceptedAnswer: { '@type': 'Answer', text: 'Free.' },
      },
    ]);
  });

  it('gives no block for an FAQ without questions, and no date it does not have', () => {
    expect(
      faqPageJsonLd(
        { updatedAt: null, categories: [], uncategorizedQuestions: [] },
        business,
        context,
      ),
    ).toBeNull();
    expect(faqPageJsonLd({ ...faq, updatedAt: null }, business, context)).not.toHaveProperty(
      'dateModified',
    );
  });

  it('keeps hostile answer text inert once serialized', () => {
    const hostile: Faq = {
      ...faq,
      uncategorizedQuestions: [
        {
          question: 'x',
          answerMarkdown: 'Call <b>us</b> </script><script>alert(1)</script> today',
          anchor: 'x',
        },
      ],
    };
    const serialized = serializeJsonLd(faqPageJsonLd(hostile, business, context));
    expect(serialized).not.toContain('</script>');
    const text = JSON.stringify(JSON.parse(serialized));
    // Raw HTML never reaches the answer's text; its words do.
    expect(text).not.toMatch(/<\/?(script|b)\b/);
    expect(text).toContain('Call us');
  });
});
