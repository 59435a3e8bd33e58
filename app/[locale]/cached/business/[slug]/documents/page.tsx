import type { Metadata } from 'next';
import { DocumentsPage, documentsMetadata } from '@/components/pages/DocumentsPage';
import { noQuery } from '@/lib/pages/cacheable-listings';

// The query-less first page of `/business/{slug}/documents`, as an ISR page: proxy.ts routes a request without a
// query here (lib/pages/cacheable-listings.ts). Rendered on first request, then served from
// the cache and refreshed in the background; nothing is fetched at build time. force-static:
// the page never reads the request, and the listing's no-store fetch (lib/api/listing-stream.ts,
// when the in-memory index loads during a render) must not turn it back into a dynamic page.
export const revalidate = 300;
export const dynamic = 'force-static';
export function generateStaticParams() {
  return [];
}

interface CachedDocumentsPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

export function generateMetadata({ params }: CachedDocumentsPageProps): Promise<Metadata> {
  return documentsMetadata({ params, searchParams: noQuery() });
}

export default function CachedDocumentsPage({ params }: CachedDocumentsPageProps) {
  return <DocumentsPage params={params} searchParams={noQuery()} />;
}
