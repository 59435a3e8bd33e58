import { describe, expect, it, vi } from 'vitest';
import { apiFingerprint, getContentIndexConfig } from './content-index-config';

describe('getContentIndexConfig', () => {
  it('defaults to .content-index under the working directory', () => {
    const config = getContentIndexConfig({}, '/srv/site');
    expect(config.directory).toBe('/srv/site/.content-index');
    expect(config.file).toMatch(/^\/srv\/site\/\.content-index\/content-[0-9a-f]{12}\.sqlite$/);
  });

  it('reads CONTENT_INDEX_DIR, relative to the working directory or absolute', () => {
    expect(getContentIndexConfig({ CONTENT_INDEX_DIR: 'data/index' }, '/srv').directory).toBe(
      '/srv/data/index',
    );
    expect(getContentIndexConfig({ CONTENT_INDEX_DIR: ' /var/lib/obd ' }, '/srv').directory).toBe(
      '/var/lib/obd',
    );
  });

  it('ignores a setting that is not a path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(getContentIndexConfig({ CONTENT_INDEX_DIR: 'a\0b' }, '/srv').directory).toBe(
      '/srv/.content-index',
    );
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('names one file per API address, the same for every spelling the site reads alike', () => {
    const first = getContentIndexConfig({ DIRECTORY_API_URL: 'http://127.0.0.1:4010' }, '/s');
    const same = getContentIndexConfig({ DIRECTORY_API_URL: 'http://127.0.0.1:4010/' }, '/s');
    const other = getContentIndexConfig({ DIRECTORY_API_URL: 'http://127.0.0.1:4011' }, '/s');
    expect(same.file).toBe(first.file);
    expect(other.file).not.toBe(first.file);
    expect(first.file).toContain(apiFingerprint('http://127.0.0.1:4010'));
  });
});
