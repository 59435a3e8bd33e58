import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { LabelledSelect } from '@/components/forms/LabelledSelect';
import { REVIEW_SORTS, type ReviewSort } from '@/lib/urls/review-filters';

interface ReviewSortFormProps {
  /** The reviews page's localized path: where the form goes without JavaScript. */
  action: string;
  sort: ReviewSort | '';
  /** The star filter in use, kept by the form. */
  stars: number | null;
  onSortChange: (sort: ReviewSort | '') => void;
}

/**
 * The reviews' sort menu: a plain GET form (the button sends it without JavaScript); with
 * JavaScript, choosing an order applies it at once.
 */
export function ReviewSortForm({ action, sort, stars, onSortChange }: ReviewSortFormProps) {
  const t = useTranslations('Reviews');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('sort');
    onSortChange((typeof chosen === 'string' ? chosen : '') as ReviewSort | '');
  };
  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      className="mt-4 flex flex-wrap items-end gap-3"
      data-testid="review-sort-form"
    >
      <LabelledSelect
        id="review-sort"
        name="sort"
        label={t('sortLabel')}
        // Newest first is the default order: shown as the default, no parameter.
        value={sort === 'newest' ? '' : sort}
        options={[
          { value: '', label: t('sort.newest') },
          ...REVIEW_SORTS.filter((s) => s !== 'newest').map((s) => ({
            value: s,
            label: t(`sort.${s}`),
          })),
        ]}
        className="mt-1 rounded border border-line-strong bg-surface px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-accent"
        onChange={(value) => onSortChange(value as ReviewSort | '')}
      />
      {stars !== null && <input type="hidden" name="stars" value={stars} />}
      <button
        type="submit"
        className="rounded border border-line-strong px-4 py-2 font-medium text-ink hover:bg-surface-muted"
      >
        {t('sortApply')}
      </button>
    </form>
  );
}
