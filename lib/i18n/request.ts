import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './routing';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

const messagesByLocale = { en, fr } as const;

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: messagesByLocale[locale],
    // Dates shown to readers are calendar dates of the directory's content; a fixed zone keeps
    // server and client renders identical.
    timeZone: 'UTC',
  };
});
