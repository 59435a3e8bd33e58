import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomePage, homeMetadata } from '@/components/pages/HomePage';
import { CACHED_HOME_SEGMENT, noQuery } from '@/lib/pages/cacheable-listings';

// The query-less home page (`/`, `/fr`), as an ISR page: proxy.ts routes a request without a
// query here, as /{locale}/cached/home (lib/pages/cacheable-listings.ts). Rendered on first
// request, then served from the cache and refreshed in the background; nothing is fetched at
// build time, which is why `home` is a dynamic segment with no static params. force-static: the
// page never reads the request, and the listing's no-store fetch (lib/api/listing-stream.ts,
// when the in-memory index loads during a render) must not turn it back into a dynamic page.
export const revalidate = 300;
export const dynamic = 'force-static';
export function generateStaticParams() {
  return [];
}

interface CachedHomePageProps {
  params: Promise<{ locale: string; home: string }>;
}

/** The home page's props, or the 404 page for any other value of the segment. */
async function homeProps({ params }: CachedHomePageProps) {
  if ((await params).home !== CACHED_HOME_SEGMENT) notFound();
  return { params, searchParams: noQuery() };
}

export async function generateMetadata(props: CachedHomePageProps): Promise<Metadata> {
  return homeMetadata(await homeProps(props));
}

export default async function CachedHomePage(props: CachedHomePageProps) {
  return <HomePage {...await homeProps(props)} />;
}
