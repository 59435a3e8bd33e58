/*
 * Runs before every unit test file. Most files share their worker's module graph (see
 * vitest.config.mts), so what one file leaves in the process must not reach the next: the
 * environment goes back to what the worker started with. Process-wide instances stay, as the
 * modules that hold them do.
 */
const startKey = Symbol.for('open-business-directory.testing.environment-at-start');
type WithStart = typeof globalThis & { [startKey]?: Record<string, string | undefined> };

const holder = globalThis as WithStart;
holder[startKey] ??= { ...process.env };
const environmentAtStart = holder[startKey];

// Vitest's own variables (the worker's id, the pool) are its to set for each file.
const ours = (name: string) => !name.startsWith('VITEST');
for (const name of Object.keys(process.env)) {
  if (ours(name) && !(name in environmentAtStart)) delete process.env[name];
}
for (const [name, value] of Object.entries(environmentAtStart)) {
  if (ours(name)) process.env[name] = value;
}
