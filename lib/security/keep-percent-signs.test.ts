import { NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { keepPercentSigns } from './keep-percent-signs';

const ORIGIN = 'http://site.example';

describe('keepPercentSigns', () => {
  it('rebuilds a rewrite target that lost the encoding of a percent sign', () => {
    // What next-intl builds for /business/100%25: the decoded path.
    const english = keepPercentSigns(
      NextResponse.rewrite(new URL('/en/business/100%', ORIGIN)),
      '/business/100%25',
    );
    expect(english.headers.get('x-middleware-rewrite')).toBe(`${ORIGIN}/en/business/100%25`);
    const french = keepPercentSigns(
      NextResponse.rewrite(new URL('/fr/business/a%41?page=2', ORIGIN)),
      '/fr/business/a%2541',
    );
    expect(french.headers.get('x-middleware-rewrite')).toBe(`${ORIGIN}/fr/business/a%2541?page=2`);
  });

  it('rebuilds the redirect that drops an explicit /en prefix', () => {
    const redirect = keepPercentSigns(
      NextResponse.redirect(new URL('/business/100%?x=1', ORIGIN)),
      '/en/business/100%25',
    );
    expect(redirect.headers.get('location')).toBe(`${ORIGIN}/business/100%25?x=1`);
  });

  it('leaves paths without an encoded percent sign alone', () => {
    const rewrite = NextResponse.rewrite(new URL('/en/business/caf%C3%A9', ORIGIN));
    expect(
      keepPercentSigns(rewrite, '/business/caf%C3%A9').headers.get('x-middleware-rewrite'),
    ).toBe(`${ORIGIN}/en/business/caf%C3%A9`);
    expect(
      keepPercentSigns(NextResponse.next(), '/business/100%25').headers.get('x-middleware-rewrite'),
    ).toBeNull();
  });
});
