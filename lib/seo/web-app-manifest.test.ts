import { describe, expect, it } from 'vitest';
import { manifestPath, webAppManifest } from './web-app-manifest';

describe('webAppManifest', () => {
  it("names the directory and starts at the language's home page", () => {
    const french = webAppManifest('fr', 'Répertoire ouvert', 'Entreprises');
    expect(french).toMatchObject({
      name: 'Répertoire ouvert',
      lang: 'fr',
      start_url: '/fr',
      description: 'Entreprises',
    });
    expect(webAppManifest('en', 'Open Directory', 'Businesses').start_url).toBe('/');
  });

  it('keeps a short name short', () => {
    expect(webAppManifest('en', 'Open Business Directory', '').short_name).toBe('Directory');
    expect(webAppManifest('en', 'Annuaire', '').short_name).toBe('Annuaire');
  });

  it('is linked per language', () => {
    expect(manifestPath('fr')).toBe('/fr/manifest.webmanifest');
  });
});
