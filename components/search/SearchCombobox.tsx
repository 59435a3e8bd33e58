'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { Locale } from '@/lib/i18n/routing';
import type { Suggestions } from '@/lib/directory/search/search-query';
import { suggestRouteUrl } from '@/lib/urls/section-route-urls';

type SuggestionKind = keyof Suggestions;

export interface PickedSuggestion {
  kind: SuggestionKind;
  slug: string;
  name: string;
}

interface SearchComboboxProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  locale: Locale;
  value: string;
  className: string;
  onChange(value: string): void;
  /** A suggestion chosen by keyboard or pointer. */
  onPick(suggestion: PickedSuggestion): void;
}

/** Letters typed before suggestions are asked for. */
const MIN_SUGGEST_LENGTH = 2;
/** Pause in typing before suggestions are asked for: one request per pause, not per key. */
const SUGGEST_DEBOUNCE_MS = 150;
const GROUPS: SuggestionKind[] = ['businesses', 'categories', 'cities'];
const GROUP_LABEL = {
  businesses: 'businessesGroup',
  categories: 'categoriesGroup',
  cities: 'citiesGroup',
} as const;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The search box with suggestions as you type: the WAI-ARIA 1.2 combobox pattern (list
 * autocomplete, no automatic selection). The text stays the person's own: suggestions are only
 * offered in a listbox below, chosen with the arrow keys and Enter or by pointer; Escape closes
 * the list, then clears the box. Focus never leaves the input. Without JavaScript it is the
 * plain text input of its GET form.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const { id, name, label, placeholder, locale, value, className, onChange, onPick } = props;
  const t = useTranslations('Search');
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useSettled(value.trim());
  const { data } = useSWR<Suggestions>(
    focused && settled.length >= MIN_SUGGEST_LENGTH ? suggestRouteUrl(settled, locale) : null,
    { keepPreviousData: true },
  );
  const options: PickedSuggestion[] =
    data && value.trim().length >= MIN_SUGGEST_LENGTH
      ? GROUPS.flatMap((kind) => data[kind].map(({ slug, name }) => ({ kind, slug, name })))
      : [];
  const open = focused && !dismissed && options.length > 0;
  const optionId = (at: number) => `${listId}-option-${at}`;

  // New suggestions may be fewer than the option that was active.
  const current = open && active < options.length ? active : -1;

  const pick = (option: PickedSuggestion) => {
    setDismissed(true);
    setActive(-1);
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (step: number) => {
      event.preventDefault();
      setDismissed(false);
      if (options.length === 0) return;
      // -1 is the text itself: the arrows cycle through the options and back to the box.
      const size = options.length + 1;
      setActive((current) => ((((current + 1 + step) % size) + size) % size) - 1);
    };
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      pick(options[current]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) setDismissed(true);
      else onChange('');
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only text-sm font-medium text-ink sm:not-sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        // A text input: the HTML checker refuses the combobox role on type="search". The
        // phone keyboard still offers its search key through inputMode and enterKeyHint.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        autoComplete="off"
        maxLength={200}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          setDismissed(false);
          setActive(-1);
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setActive(-1);
        }}
        className={className}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('suggestionsLabel')}
        hidden={!open}
        className="absolute inset-x-0 z-20 mt-1 max-h-80 overflow-y-auto rounded border border-line-strong bg-surface py-1 shadow-lg"
      >
        {GROUPS.map((kind) => {
          const members = options
            .map((option, at) => ({ option, at }))
            .filter(({ option }) => option.kind === kind);
          if (members.length === 0) return null;
          return (
            <div key={kind} role="group" aria-label={t(GROUP_LABEL[kind])}>
              <div
                aria-hidden="true"
                className="px-3 pt-2 text-xs font-semibold text-ink-muted uppercase"
              >
                {t(GROUP_LABEL[kind])}
              </div>
              {members.map(({ option, at }) => (
                <div
                  key={`${kind}-${option.slug}`}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === current}
                  // The input keeps focus: a pointer press must not blur it before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                  className={`cursor-pointer px-3 py-2 text-ink ${at === current ? 'bg-accent-soft' : 'hover:bg-surface-muted'}`}
                >
                  {option.name}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <p aria-live="polite" className="sr-only">
        {open ? t('suggestionsCount', { count: options.length }) : ''}
      </p>
    </div>
  );
}
