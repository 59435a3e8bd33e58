import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * The namespaces that client components translate with: the language switch, the error
 * boundary, the home filter form, the pagers, the catalog browser and the review pager. Only these are
 * serialized into every page for the browser; the rest of the messages (three quarters of
 * them: the companion files' texts, About, …) are used on the server alone.
 */
export const CLIENT_NAMESPACES = [
  'LanguageSwitch',
  'Error',
  'Home',
  'Pager',
  'Catalog',
  'Reviews',
] as const;

export function pickNamespaces(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.filter((name) => name in messages).map((name) => [name, messages[name]!]),
  );
}

export async function clientMessages(locale: string): Promise<AbstractIntlMessages> {
  return pickNamespaces(await getMessages({ locale }), CLIENT_NAMESPACES);
}
