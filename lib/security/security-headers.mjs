/*
 * The security headers of every response (pages, Markdown twins, companion files, route
 * handlers, static assets, 404s), set once in next.config.mjs `headers()`. Plain JavaScript
 * because next.config.mjs imports it; types in security-headers.d.mts.
 *
 * Why a static policy and not a nonce: a nonce must be fresh per response, so Next.js renders
 * every page dynamically when one is used (no ISR, no full-route cache), which the
 * performance budget forbids. Without a nonce, the App Router's inline bootstrap and
 * flight-data scripts (`self.__next_f.push(…)`, different on every page and every render, so
 * no fixed hash can list them) need `'unsafe-inline'` in script-src; `'strict-dynamic'`
 * would switch `'self'` and `'unsafe-inline'` off and block the framework itself. What keeps
 * data from the API from running is upstream of the policy: React renders it as text,
 * Markdown drops raw HTML, links keep only http(s)/mailto/tel, and JSON-LD escapes `<`. The
 * policy is the second wall: no plugins, no <base> hijack, no framing, no form posting
 * elsewhere, no script or fetch from other origins.
 */

/** @param {string | undefined} value */
function isHttps(value) {
  try {
    return value !== undefined && new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * @param {{ development: boolean, https: boolean }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ development, https }) {
  const directives = [
    "default-src 'self'",
    // React's development build evaluates code for its debugging tools; production never does.
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    // Stylesheets are files; React writes `style` attributes (fixed logo and image boxes).
    "style-src 'self' 'unsafe-inline'",
    // Logos and catalog images live on the API's or the businesses' hosts: any https host,
    // never data: or blob:. A site served over plain http (development, tests against the
    // sample API) gets its images over http too; on an https site browsers upgrade them.
    `img-src 'self' https:${https ? '' : ' http:'}`,
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Features the site never uses, off for the page and anything it could embed. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * @param {{ nodeEnv?: string, siteUrl?: string }} env
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ nodeEnv, siteUrl }) {
  const https = isHttps(siteUrl);
  const headers = [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({ development: nodeEnv === 'development', https }),
    },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // frame-ancestors says the same to every current browser; this is for older ones.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  // Only a production site on https: HSTS on localhost or a plain-http deployment would lock
  // browsers out of it for two years.
  if (nodeEnv === 'production' && https) {
    headers.push({ key: 'Strict-Transport-Security', value: HSTS });
  }
  return headers;
}
