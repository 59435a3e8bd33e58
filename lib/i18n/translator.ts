import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/routing';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

/*
 * Companion files (Markdown twins, llms.txt, ai-content.txt) are written by plain functions,
 * outside React, so they get their words from the same message files through use-intl's core
 * translator rather than next-intl's request-bound one. One catalog shape for both languages:
 * a key missing in French is a type error here, not a silent fallback.
 */
const messagesByLocale: Record<Locale, typeof en> = { en, fr };

export function siteTranslator(locale: Locale) {
  return createTranslator({ locale, messages: messagesByLocale[locale] });
}

export type SiteTranslator = ReturnType<typeof siteTranslator>;
