import { ImageResponse } from 'next/og';
import { MARK_AWNING, MARK_FRONT } from '@/components/layout/mark-shapes';
import { icoFromPng } from '@/lib/seo/ico';

// The directory's mark (app/icon.svg) as /favicon.ico, which browsers and crawlers ask for
// whatever the pages link to; built once with the site.
export const dynamic = 'force-static';

const SIZE = 48;

export async function GET(): Promise<Response> {
  const png = await new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex' }}>
      <svg width={SIZE} height={SIZE} viewBox="0 0 32 32">
        <rect width="32" height="32" rx="7" fill="#1e40af" />
        <path fill="#ffffff" d={MARK_AWNING} />
        <path fill="#ffffff" fillRule="evenodd" d={MARK_FRONT} />
      </svg>
    </div>,
    { width: SIZE, height: SIZE },
  ).arrayBuffer();
  return new Response(icoFromPng(new Uint8Array(png), SIZE), {
    headers: {
      'Content-Type': 'image/x-icon',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
