import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAboutTwin } from '@/lib/markdown/about-twin';
import { siteTranslator } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/routing';
import { aboutModel } from './about';

const SITE = 'https://dir.example';

const twin = (locale: Locale) =>
  renderAboutTwin(aboutModel(locale), {
    locale,
    siteUrl: SITE,
    directoryName: 'Test Directory',
    t: siteTranslator(locale),
  });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('aboutModel', () => {
  it('names no operator and offers no address when none is configured: no dead link', () => {
    vi.stubEnv('SITE_URL', SITE);
    vi.stubEnv('DIRECTORY_NAME', 'Test Directory');
    const model = aboutModel('en');
    expect(model.operator).toBeNull();
    expect(model.corrections).toBeNull();
    expect(model.frame.canonicalUrl).toBe(`${SITE}/about`);
    expect(model.developersPath).toBe('/developers');
    const markdown = twin('en');
    expect(markdown).toContain('## Who runs this directory');
    expect(markdown).toContain('does not name the person or organization that runs it');
    expect(markdown).toContain('gives no address for corrections');
    expect(markdown).not.toContain('mailto:');
  });

  it('names the operator, links their website and gives the corrections address', () => {
    vi.stubEnv('SITE_URL', SITE);
    vi.stubEnv('DIRECTORY_OPERATOR', 'Plateau *Media* Co-op');
    vi.stubEnv('DIRECTORY_OPERATOR_URL', 'https://plateau.example');
    vi.stubEnv('DIRECTORY_CONTACT_EMAIL', 'corrections@plateau.example');
    const model = aboutModel('fr');
    expect(model.operator).toEqual({
      name: 'Plateau *Media* Co-op',
      url: 'https://plateau.example/',
    });
    expect(model.corrections).toEqual({
      email: 'corrections@plateau.example',
      href: 'mailto:corrections@plateau.example',
    });
    expect(model.developersPath).toBe('/fr/developers');
    const markdown = twin('fr');
    // The operator's name is text, not Markdown.
    expect(markdown).toContain('Test Directory est géré par Plateau \\*Media\\* Co-op.');
    expect(markdown).toContain(
      'Son site web : [https://plateau.example/](https://plateau.example/)',
    );
    expect(markdown).toContain('[corrections@plateau.example](mailto:corrections@plateau.example)');
  });

  it('tells what Verified means and where reviews come from, in both languages', () => {
    expect(twin('en')).toContain('## What “Verified” means');
    expect(twin('en')).toContain('This site does not collect reviews');
    expect(twin('fr')).toContain('## Ce que veut dire « Vérifiée »');
    expect(twin('fr')).toContain('## D’où viennent les avis');
    expect(twin('fr')).toContain('Ce site ne recueille pas d’avis');
  });
});
