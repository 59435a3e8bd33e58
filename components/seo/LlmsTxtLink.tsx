import { llmsTxtPath } from '@/lib/urls/twin-paths';
import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/urls/paths';

/**
 * `<link rel="describedby">` to the llms.txt of the page's language. Next's metadata API has
 * no field for this relation; React 19 hoists a <link> rendered anywhere into <head>.
 */
export function LlmsTxtLink({ locale }: { locale: Locale }) {
  return (
    <link
      rel="describedby"
      type="text/plain"
      href={absoluteUrl(getSiteConfig().siteUrl, llmsTxtPath(locale))}
    />
  );
}
