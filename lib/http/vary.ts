/*
 * The one place that edits a Vary header value. Every HTML page varies on Accept (it has a
 * Markdown variant at the same URL), and both proxy.ts and the Vary patch add it here.
 */

function varyFields(value: string): string[] {
  return value
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
}

/** Whether a Vary value names Accept (in any case). */
export function namesAccept(value: string): boolean {
  return varyFields(value).some((field) => field.toLowerCase() === 'accept');
}

/**
 * Adds `Accept` to a Vary header value, keeping what is there; a value that already names it,
 * or is `*`, is kept as it is. `first` puts it ahead of the other fields.
 */
export function varyWithAccept(current: string | null, place: 'first' | 'last' = 'last'): string {
  const fields = varyFields(current ?? '');
  if (fields.includes('*') || namesAccept(current ?? '')) return fields.join(', ');
  return (place === 'first' ? ['Accept', ...fields] : [...fields, 'Accept']).join(', ');
}
