import { getTranslations } from 'next-intl/server';
import type { Facet } from '@/lib/directory/listing-index';
import type { FacetKind } from '@/lib/directory/directory-paths';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/urls/paths';

interface FacetSearchFormProps {
  locale: Locale;
  kind: FacetKind;
  facet: Facet;
}

/**
 * A search within a category or city: a plain GET form to the directory's search with the
 * facet as its filter, so the page stays static and free of script; the results page has the
 * suggestions and the other filters.
 */
export async function FacetSearchForm({ locale, kind, facet }: FacetSearchFormProps) {
  const t = await getTranslations('Search');
  const inputId = `search-in-${kind}`;
  return (
    <form
      role="search"
      method="get"
      action={localizedPath(locale, '/')}
      aria-label={t('searchIn', { name: facet.name })}
      className="mt-4 flex max-w-xl flex-wrap items-end gap-2"
    >
      <input type="hidden" name={kind} value={facet.slug} />
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {t('searchIn', { name: facet.name })}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          maxLength={200}
          className="mt-1 w-full rounded border border-line-strong bg-surface px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-accent"
        />
      </div>
      <button
        type="submit"
        className="rounded bg-accent px-4 py-2 font-medium text-on-accent hover:bg-accent-strong"
      >
        {t('submit')}
      </button>
    </form>
  );
}
