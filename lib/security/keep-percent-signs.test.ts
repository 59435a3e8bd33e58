import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { keepPercentSigns } from './keep-percent-signs';

const ORIGIN = 'http://site.example';

const request = (path: string) => new NextRequest(new URL(path, ORIGIN));
/** Where a rewrite sends the request: Next's record of the public NextResponse.rewrite call. */
const rewriteTarget = (response: NextResponse) => response.headers.get('x-middleware-rewrite');

describe('keepPercentSigns', () => {
  it('rebuilds a rewrite target that lost the encoding of a percent sign', () => {
    // What next-intl builds for /business/100%25: the decoded path.
    const english = keepPercentSigns(
      request('/business/100%25'),
      NextResponse.rewrite(new URL('/en/business/100%', ORIGIN)),
    );
    expect(rewriteTarget(english)).toBe(`${ORIGIN}/en/business/100%25`);
    const french = keepPercentSigns(request('/fr/business/a%2541?page=2'), NextResponse.next());
    expect(rewriteTarget(french)).toBe(`${ORIGIN}/fr/business/a%2541?page=2`);
    // The locale reaches the page as next-intl passes it: a request header.
    expect(french.headers.get('x-middleware-request-x-next-intl-locale')).toBe('fr');
  });

  it('rebuilds the redirect that drops an explicit /en prefix', () => {
    const redirect = keepPercentSigns(
      request('/en/business/100%25'),
      NextResponse.redirect(new URL('/business/100%?x=1', ORIGIN)),
    );
    expect(redirect.headers.get('location')).toBe(`${ORIGIN}/business/100%25?x=1`);
  });

  it('leaves paths without an encoded percent sign alone', () => {
    const rewrite = NextResponse.rewrite(new URL('/en/business/caf%C3%A9', ORIGIN));
    expect(keepPercentSigns(request('/business/caf%C3%A9'), rewrite)).toBe(rewrite);
  });
});
