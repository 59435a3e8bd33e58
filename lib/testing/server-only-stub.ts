// Vitest runs lib/ outside React's server environment, where the real `server-only` module
// throws on import; the guard matters in the app bundle, not in unit tests.
export {};
