import type { AbstractIntlMessages } from 'next-intl';

/**
 * The interactive islands, the only client components that translate in the browser, and the
 * message namespaces each one's tree uses. Only these are serialized into the island's page;
 * the layout's client components (language switch, error boundary) get their texts as props,
 * so pages without an island load no translation runtime.
 */
export const ISLAND_NAMESPACES = {
  catalog: ['Catalog', 'Pager'],
  directory: ['Home', 'Directory', 'BusinessCard', 'Pager', 'Search', 'ContentSearch'],
  reviews: ['Reviews', 'Pager'],
} as const satisfies Record<string, readonly string[]>;

export type Island = keyof typeof ISLAND_NAMESPACES;

export function pickNamespaces(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.filter((name) => name in messages).map((name) => [name, messages[name]!]),
  );
}
