import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { WhatsOnFacet } from '@/lib/models/whats-on';
import { WHATS_ON_PATH } from '@/lib/urls/whats-on-paths';
import { localizedPath } from '@/lib/urls/paths';

interface WhatsOnFilterFormProps {
  locale: Locale;
  filters: { city: string; category: string };
  facets: { cities: WhatsOnFacet[]; categories: WhatsOnFacet[] };
}

const FIELD =
  'mt-1 w-full rounded-control border border-line-strong bg-surface px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-accent';

/**
 * What's on's filters: a plain GET form (city, category), answered by the server, so it needs
 * no script. Each menu counts the events each choice would give under the other filter (the
 * model keeps a chosen value with no event left, at 0), so the form shows what was asked.
 */
export async function WhatsOnFilterForm({ locale, filters, facets }: WhatsOnFilterFormProps) {
  const t = await getTranslations('WhatsOn');
  const options = (all: WhatsOnFacet[]) => [
    { value: '', label: t('any') },
    ...all.map((facet) => ({
      value: facet.slug,
      label: t('optionCount', { name: facet.name, count: facet.count }),
    })),
  ];
  const select = (name: 'city' | 'category', label: string, all: WhatsOnFacet[]) => (
    <div>
      <label htmlFor={`whats-on-${name}`} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select id={`whats-on-${name}`} name={name} defaultValue={filters[name]} className={FIELD}>
        {options(all).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      method="get"
      action={localizedPath(locale, WHATS_ON_PATH)}
      aria-label={t('filtersHeading')}
      className="mt-4 grid gap-3 rounded-card bg-surface-muted p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-4"
    >
      {select('city', t('cityLabel'), facets.cities)}
      {select('category', t('categoryLabel'), facets.categories)}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="rounded-control bg-accent px-4 py-2 font-medium text-on-accent hover:bg-accent-strong"
        >
          {t('apply')}
        </button>
        <a
          href={localizedPath(locale, WHATS_ON_PATH)}
          className="rounded-control border border-line-strong px-4 py-2 font-medium text-ink hover:bg-surface-strong"
        >
          {t('reset')}
        </a>
      </div>
    </form>
  );
}
