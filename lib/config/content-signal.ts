/*
 * The Content Signals preference (contentsignals.org) the site states in robots.txt and on
 * its machine-readable responses. The data is open (ODC-By-1.0), so the default allows every
 * use; an operator can narrow it with CONTENT_SIGNAL, e.g. "search=yes, ai-input=yes, ai-train=no".
 */

export const DEFAULT_CONTENT_SIGNAL = 'search=yes, ai-input=yes, ai-train=yes';
const SIGNAL_NAMES = new Set(['search', 'ai-input', 'ai-train']);

/** A well-formed Content-Signal value, normalised, or null. */
export function parseContentSignal(value: string): string | null {
  const pairs = value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean);
  if (pairs.length === 0) return null;
  const seen = new Set<string>();
  const normalised: string[] = [];
  for (const pair of pairs) {
    const match = /^([a-z-]+)\s*=\s*(yes|no)$/i.exec(pair);
    const name = match?.[1]?.toLowerCase();
    if (!match || !name || !SIGNAL_NAMES.has(name) || seen.has(name)) return null;
    seen.add(name);
    normalised.push(`${name}=${(match[2] ?? '').toLowerCase()}`);
  }
  return normalised.join(', ');
}

export function contentSignal(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const configured = env.CONTENT_SIGNAL?.trim();
  if (!configured) return DEFAULT_CONTENT_SIGNAL;
  const parsed = parseContentSignal(configured);
  if (parsed) return parsed;
  console.warn(
    `Ignoring invalid CONTENT_SIGNAL "${configured}", using "${DEFAULT_CONTENT_SIGNAL}"`,
  );
  return DEFAULT_CONTENT_SIGNAL;
}
