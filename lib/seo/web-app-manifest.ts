import type { MetadataRoute } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/urls/paths';

/** The manifest's path for a language: linked from every page of that language. */
export function manifestPath(locale: Locale): string {
  return `/${locale}/manifest.webmanifest`;
}

/**
 * The web app manifest of one language: the directory's name, its description and home page in
 * that language, the light theme's colours, and the mark as icon (app/icon.svg, app/apple-icon).
 */
export function webAppManifest(
  locale: Locale,
  directoryName: string,
  description: string,
): MetadataRoute.Manifest {
  const home = localizedPath(locale, '/');
  return {
    id: home,
    name: directoryName,
    short_name: directoryName.length > 12 ? directoryName.split(/\s+/).slice(-1)[0] : directoryName,
    description,
    lang: locale,
    start_url: home,
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#1e40af',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png' },
    ],
  };
}
