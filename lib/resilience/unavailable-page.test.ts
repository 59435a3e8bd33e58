import { describe, expect, it } from 'vitest';
import { localeOfPath, unavailablePageHtml } from './unavailable-page';

describe('localeOfPath', () => {
  it('reads French from the /fr prefix only', () => {
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/fr/business/acme')).toBe('fr');
    expect(localeOfPath('/fr?x=1')).toBe('fr');
    expect(localeOfPath('/business/acme')).toBe('en');
    expect(localeOfPath('/france/acme')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });
});

describe('unavailablePageHtml', () => {
  it('is a page in the language of the path, with a retry and a home link', () => {
    const html = unavailablePageHtml('/fr/business/acme/reviews', 'Répertoire');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Temporairement indisponible | Répertoire</title>');
    expect(html).toContain('<a href="/fr/business/acme/reviews">Réessayer</a>');
    expect(html).toContain('<a href="/fr">Retour au répertoire</a>');
    expect(unavailablePageHtml('/business/acme', 'D')).toContain(
      '<a href="/">Back to the directory</a>',
    );
  });

  it('escapes what it echoes and never links to another origin', () => {
    const html = unavailablePageHtml('/business/"><script>alert(1)</script>', 'A & <B>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('A &amp; &lt;B&gt;');
    expect(unavailablePageHtml('//evil.example/x', 'D')).toContain('<a href="/">Try again</a>');
  });
});
