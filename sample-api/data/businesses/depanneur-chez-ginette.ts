import type { BusinessSeed } from '../../types';
import { CANADA, catalogItem, reviewsFrom, same, t } from '../helpers';

/**
 * HIDDEN: a closed convenience store. It still has data, on purpose: the sample API must answer
 * 404 for it and everything under it, and never list it, however complete its record is.
 */
const slug = 'depanneur-chez-ginette';

export const depanneurChezGinette: BusinessSeed = {
  businessName: 'Dépanneur chez Ginette',
  slug,
  website: 'https://depanneur-chez-ginette.example',
  description: t(
    'Corner store in Verdun, closed since 2024.',
    'Dépanneur de coin de rue à Verdun, fermé depuis 2024.',
  ),
  hasLogo: true,
  email: 'ginette@depanneur-chez-ginette.example',
  phone: '+1 514-555-0108',
  legalName: 'Dépanneur chez Ginette enr.',
  primaryLanguage: 'fr',
  locations: [
    { address: '3900 rue de Verdun', city: 'Montréal', postal_code: 'H4G 1K9', country: CANADA },
  ],
  areas: [same('Verdun')],
  category: t('Convenience store', 'Dépanneur'),
  tags: [t('groceries', 'épicerie')],
  mdContent: t('Closed. Thank you for forty years.', 'Fermé. Merci pour ces quarante ans.'),
  updatedAt: '2024-06-30T12:00:00Z',
  businessTypes: [{ id: 'convenience-store', label: t('Convenience store', 'Dépanneur') }],
  visibility: 'HIDDEN',
  isVerified: true,
  content: {
    articles: [
      {
        slug: 'merci-verdun',
        title: t('Thank you, Verdun', 'Merci, Verdun'),
        description: t('We are closing after forty years.', 'Nous fermons après quarante ans.'),
        publishedDate: '2024-06-30T12:00:00Z',
        updatedAt: '2024-06-30T12:00:00Z',
        keywords: t('closing', 'fermeture'),
        content: t(
          'After forty years, Ginette is retiring. Thank you all.',
          'Après quarante ans, Ginette prend sa retraite. Merci à tous.',
        ),
      },
    ],
    faq: {
      updatedAt: '2024-06-30T12:00:00Z',
      categories: [],
      uncategorizedQuestions: [
        {
          question: t('Are you open?', 'Êtes-vous ouverts?'),
          response: t('No, closed for good.', 'Non, fermé pour de bon.'),
        },
      ],
    },
    reviews: reviewsFrom([
      [
        'Roger Lapointe',
        5,
        'On va s’ennuyer',
        'Le meilleur dépanneur du quartier. Bonne retraite, Ginette!',
        '2024-07-01T14:00:00Z',
      ],
    ]),
    catalog: [
      catalogItem(slug, {
        itemSlug: 'lottery-tickets',
        label: t('Lottery tickets', 'Billets de loterie'),
        itemType: 'PRODUCT',
        available: false,
      }),
    ],
    documents: [],
  },
};
