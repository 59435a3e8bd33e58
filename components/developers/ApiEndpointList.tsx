import type { Locale } from '@/lib/i18n/routing';
import type { ApiEndpointSummary } from '@/lib/models/developers';

/** The site's JSON API as its OpenAPI document lists it; the summaries are the document's English. */
export function ApiEndpointList({
  endpoints,
  locale,
}: {
  endpoints: readonly ApiEndpointSummary[];
  locale: Locale;
}) {
  return (
    <ul data-testid="api-endpoints">
      {endpoints.map((endpoint) => (
        <li key={`${endpoint.method} ${endpoint.path}`}>
          <code>
            {endpoint.method} {endpoint.path}
          </code>
          : <span lang={locale === 'en' ? undefined : 'en'}>{endpoint.summary}</span>
        </li>
      ))}
    </ul>
  );
}
