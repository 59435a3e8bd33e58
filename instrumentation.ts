/**
 * Runs once when the Next.js server starts. Its only job so far: keep `Vary: Accept` on HTML
 * pages despite vercel/next.js#85999 (see lib/http/keep-vary-accept.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./lib/http/install-keep-vary-accept');
  }
}
