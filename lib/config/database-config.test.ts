import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DATABASE_POOL_MAX, getDatabaseConfig } from './database-config';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getDatabaseConfig', () => {
  it('is null without DATABASE_URL: the embedded store', () => {
    expect(getDatabaseConfig({})).toBeNull();
    expect(getDatabaseConfig({ DATABASE_URL: '  ' })).toBeNull();
  });

  it('reads a postgres URL, its password kept out of the redacted form', () => {
    const config = getDatabaseConfig({
      DATABASE_URL: 'postgresql://site:s%40cret@db.example.org:5432/directory',
    });
    expect(config).toMatchObject({
      url: 'postgresql://site:s%40cret@db.example.org:5432/directory',
      redactedUrl: 'postgresql://site:***@db.example.org:5432/directory',
      password: 's@cret',
      poolMax: DEFAULT_DATABASE_POOL_MAX,
      directorySearch: 'postgres',
    });
    expect(
      getDatabaseConfig({ DATABASE_URL: 'postgres://h/db', DATABASE_POOL_MAX: '12' })?.poolMax,
    ).toBe(12);
  });

  it('ignores, with a warning that never shows the password, what it cannot use', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(getDatabaseConfig({ DATABASE_URL: 'mysql://u:hunter2@h/db' })).toBeNull();
    expect(getDatabaseConfig({ DATABASE_URL: 'not a url hunter2' })).toBeNull();
    expect(
      getDatabaseConfig({ DATABASE_URL: 'postgres://u:hunter2@h/db', DATABASE_POOL_MAX: '0' })
        ?.poolMax,
    ).toBe(DEFAULT_DATABASE_POOL_MAX);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('hunter2');
  });

  it('searches the directory in PostgreSQL unless DIRECTORY_SEARCH asks for memory', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const search = (value: string) =>
      getDatabaseConfig({ DATABASE_URL: 'postgres://h/db', DIRECTORY_SEARCH: value })
        ?.directorySearch;
    expect(search(' Memory ')).toBe('memory');
    expect(search('postgres')).toBe('postgres');
    expect(search('elastic')).toBe('postgres');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
