import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Lets several builds of one checkout coexist (parallel e2e runs, the bench).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The sample API and the bench live in the repo but are never part of the site bundle.
  outputFileTracingExcludes: { '*': ['sample-api/**', 'bench/**', 'e2e/**'] },
};

export default withNextIntl(nextConfig);
