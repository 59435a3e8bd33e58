import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderNginxConf } from './nginx';

const TEMPLATE = readFileSync(path.join(__dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');

describe('renderNginxConf', () => {
  const conf = renderNginxConf(TEMPLATE, {
    port: 41234,
    upstreams: ['127.0.0.1:41001', '127.0.0.1:41002', '127.0.0.1:41003'],
    prefix: '/tmp/proxy-test',
    extraServers: '    server { listen 127.0.0.1:41235; }',
  });

  it('puts the test port, upstreams and private paths in place of the operator’s', () => {
    expect(conf).toContain('listen 127.0.0.1:41234;');
    expect(conf).not.toMatch(/listen 80;/);
    const upstream = /upstream directory_site \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(upstream.match(/^\s*server \S+;/gm)?.map((line) => line.trim())).toEqual([
      'server 127.0.0.1:41001;',
      'server 127.0.0.1:41002;',
      'server 127.0.0.1:41003;',
    ]);
    expect(conf).toContain('proxy_cache_path /tmp/proxy-test/cache ');
    expect(conf).toContain('proxy_temp_path /tmp/proxy-test/temp/proxy;');
    expect(conf).toContain('access_log /tmp/proxy-test/logs/directory-access.log');
    expect(conf).not.toMatch(/\/var\//);
    expect(conf.trimEnd()).toMatch(/server \{ listen 127\.0\.0\.1:41235; \}\n\}$/);
  });

  it('fails loudly when the conf lost a setting it must replace', () => {
    const settings = { port: 1, upstreams: ['127.0.0.1:2'], prefix: '/tmp/x' };
    expect(() => renderNginxConf(TEMPLATE.replace('listen 80;', 'listen 8080;'), settings)).toThrow(
      /listen 80/,
    );
    expect(() =>
      renderNginxConf(TEMPLATE.replace('/var/cache/nginx-directory', '/srv/cache'), settings),
    ).toThrow(/cache path/);
  });
});
