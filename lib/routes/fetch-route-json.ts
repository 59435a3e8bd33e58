/**
 * The client's fetcher for the site's own route handlers (SWR). A non-2xx answer is an error,
 * so SWR keeps the previous results on screen and the component can offer a plain link.
 */
export async function fetchRouteJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
