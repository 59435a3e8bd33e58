import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, HSTS, securityHeaders } from './security-headers.mjs';

const byName = (headers: { key: string; value: string }[]) =>
  Object.fromEntries(headers.map(({ key, value }) => [key, value]));

function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows the framework inline scripts but nothing foreign, in production', () => {
    const csp = directives(contentSecurityPolicy({ development: false, https: true }));
    expect(csp['script-src']).toBe("'self' 'unsafe-inline'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'none'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['form-action']).toBe("'self'");
    expect(csp['connect-src']).toBe("'self'");
    expect(csp['img-src']).toBe("'self' https:");
    expect(csp).toHaveProperty('upgrade-insecure-requests');
  });

  it('adds eval for React in development, and http images on a plain-http site', () => {
    const csp = directives(contentSecurityPolicy({ development: true, https: false }));
    expect(csp['script-src']).toBe("'self' 'unsafe-inline' 'unsafe-eval'");
    expect(csp['img-src']).toBe("'self' https: http:");
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });
});

describe('securityHeaders', () => {
  it('sends HSTS only from a production build of an https site', () => {
    expect(
      byName(securityHeaders({ nodeEnv: 'production', siteUrl: 'https://annuaire.example' }))[
        'Strict-Transport-Security'
      ],
    ).toBe(HSTS);
    for (const env of [
      { nodeEnv: 'production', siteUrl: 'http://localhost:3000' },
      { nodeEnv: 'development', siteUrl: 'https://annuaire.example' },
      { nodeEnv: 'production', siteUrl: undefined },
      { nodeEnv: 'production', siteUrl: 'not a url' },
    ]) {
      expect(byName(securityHeaders(env)), JSON.stringify(env)).not.toHaveProperty(
        'Strict-Transport-Security',
      );
    }
  });

  it('always sends the other headers', () => {
    const headers = byName(securityHeaders({ nodeEnv: 'production' }));
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(headers['Permissions-Policy']).toMatch(
      /^accelerometer=\(\), .*camera=\(\).*microphone=\(\)/,
    );
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'unsafe-inline';");
  });
});
