import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { StarRating } from './StarRating';

function render(locale: 'en' | 'fr', rating: number, size?: 'small' | 'large') {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : fr} timeZone="UTC">
      <StarRating rating={rating} size={size} />
    </NextIntlClientProvider>,
  );
}

describe('StarRating', () => {
  it('says the rating in words and fills the hidden stars to its exact fraction', () => {
    const html = render('en', 4.5);
    expect(html).toContain('<span class="sr-only">4.5 out of 5</span>');
    expect(html).toMatch(
      /<span aria-hidden="true"[^>]*class="star-rating h-4"[^>]*--star-fill:90%/,
    );
  });

  it('speaks French in French, and draws the large size on request', () => {
    const html = render('fr', 3.25, 'large');
    expect(html).toContain('3,3 sur 5');
    expect(html).toMatch(/class="star-rating h-6"[^>]*--star-fill:65%/);
  });

  it('clamps a rating outside 0..5, and draws the stars as one element, no SVG', () => {
    expect(render('en', 7)).toMatch(/--star-fill:100%/);
    expect(render('en', -1)).toMatch(/--star-fill:0%/);
    expect(render('en', 2)).not.toContain('<svg');
  });
});
