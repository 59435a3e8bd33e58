import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { cacheControl } from '@/lib/companions/responses';
import type { ShareCard } from '@/lib/seo/share-card';
import { SHARE_CARD_SIZE } from '@/lib/urls/share-card-path';
import { ShareCardImage } from './ShareCardImage';

/*
 * Inter from the @fontsource/inter package (WOFF: the image renderer reads TTF, OTF and WOFF,
 * not WOFF2), Latin and Latin Extended, regular and bold: read from disk once per process, so
 * rendering needs no network.
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/inter/files');
const FONT_FILES = [
  ['inter-latin-400-normal.woff', 400],
  ['inter-latin-700-normal.woff', 700],
  ['inter-latin-ext-400-normal.woff', 400],
  ['inter-latin-ext-700-normal.woff', 700],
] as const;

type CardFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

let fonts: Promise<CardFont[]> | null = null;

function loadFonts(): Promise<CardFont[]> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ([file, weight]) => ({
      name: 'Inter',
      data: await readFile(path.join(FONT_DIR, file)),
      weight,
      style: 'normal' as const,
    })),
  ).catch((error: unknown) => {
    fonts = null;
    throw error;
  });
  return fonts;
}

/**
 * The card as a PNG response of SHARE_CARD_SIZE, which shared caches keep as long as the API's
 * answers (next/og's own header would have every crawler ask again each time).
 */
export async function shareCardResponse(card: ShareCard): Promise<Response> {
  return new ImageResponse(<ShareCardImage card={card} />, {
    ...SHARE_CARD_SIZE,
    fonts: await loadFonts(),
    headers: { 'Cache-Control': cacheControl() },
  });
}
