import type { BusinessSeed } from '../../types';
import { t } from '../helpers';

/**
 * The bare minimum: an online-only translation service with no locations, no logo, email,
 * phone, legal name or Markdown, no tags, not verified, and nothing below it (no articles,
 * FAQ, reviews, catalog or documents). Every empty state of the site is drawn from here.
 */
export const traductionsNordik: BusinessSeed = {
  businessName: 'Traductions Nordik',
  slug: 'traductions-nordik',
  website: 'https://traductions-nordik.example',
  description: t(
    'Certified English–French translation for businesses and individuals, done entirely online.',
    'Traduction agréée anglais-français pour les entreprises et les particuliers, entièrement en ligne.',
  ),
  hasLogo: false,
  email: null,
  phone: null,
  legalName: null,
  primaryLanguage: 'fr',
  locations: [],
  areas: [t('Canada-wide (online)', 'Partout au Canada (en ligne)')],
  category: t('Translation services', 'Services de traduction'),
  tags: [],
  mdContent: null,
  updatedAt: '2024-08-30T12:00:00Z',
  businessTypes: [{ id: 'translation', label: t('Translation agency', 'Cabinet de traduction') }],
  visibility: 'PUBLIC',
  isVerified: false,
  content: { articles: [], faq: null, reviews: [], catalog: [], documents: [] },
};
