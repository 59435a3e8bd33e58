import { hash32 } from './prng';
import type { Store } from './store';
import { escapeHtml, initials } from './text';

/**
 * The files behind every URL the data points at. There is no internet in tests, so the sample
 * API draws them itself: deterministic SVGs (same name, same picture) and a tiny valid PDF.
 */

export interface Asset {
  contentType: string;
  body: Buffer;
}

const NAME = '[A-Za-z0-9][A-Za-z0-9-]{0,127}';
const LOGO = new RegExp(`^/assets/logos/(${NAME})\\.svg$`);
const ITEM = new RegExp(`^/assets/items/(${NAME})\\.svg$`);
const THUMBNAIL = new RegExp(`^/assets/thumbnails/(${NAME})\\.svg$`);
const DOCUMENT = new RegExp(`^/assets/documents/(${NAME})\\.(pdf|svg)$`);

const SVG = 'image/svg+xml; charset=utf-8';

/** A colour from the name, dark enough for white text (WCAG AA at these sizes). */
function colourOf(name: string): string {
  return `hsl(${hash32(name) % 360}, 55%, 34%)`;
}

function words(name: string): string {
  return name
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function logoSvg(businessName: string): string {
  const label = escapeHtml(businessName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${label}"><title>${label}</title><rect width="256" height="256" rx="40" fill="${colourOf(businessName)}"/><text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="100" font-weight="700" fill="#ffffff">${escapeHtml(initials(businessName))}</text></svg>`;
}

function pictureSvg(name: string, width = 800, height = 600): string {
  const label = escapeHtml(words(name));
  const cx = width / 2;
  const cy = height / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}"><title>${label}</title><rect width="${width}" height="${height}" fill="${colourOf(name)}"/><circle cx="${cx}" cy="${cy - height / 10}" r="${Math.min(width, height) / 5}" fill="#ffffff" fill-opacity="0.18"/><text x="${cx}" y="${height - height / 6}" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="${Math.round(height / 14)}" fill="#ffffff">${label}</text></svg>`;
}

function thumbnailSvg(id: string): string {
  const lines = [0, 1, 2, 3, 4, 5]
    .map(
      (line) =>
        `<rect x="40" y="${90 + line * 36}" width="${line % 3 === 2 ? 140 : 220}" height="12" rx="6" fill="#c9ced6"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400" role="img" aria-label="Document thumbnail"><title>Document thumbnail</title><rect width="300" height="400" fill="#f4f5f7"/><rect x="20" y="20" width="260" height="360" rx="6" fill="#ffffff" stroke="#d0d4da"/><rect x="40" y="44" width="160" height="20" rx="4" fill="${colourOf(id)}"/>${lines}</svg>`;
}

function pdfString(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
}

/** A one-page PDF 1.4 with correct xref offsets, so strict readers open it too. */
export function tinyPdf(title: string): Buffer {
  const text = `BT /F1 20 Tf 72 720 Td (${pdfString(title)}) Tj 0 -32 Td /F1 12 Tf (Open Business Directory - sample API) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The asset at `pathname`, or null when there is none (a 404). */
export function findAsset(pathname: string, store: Store): Asset | null {
  const logo = LOGO.exec(pathname);
  if (logo?.[1]) {
    const record = store.find(logo[1]);
    if (!record || !record.core.hasLogo || record.core.visibility === 'HIDDEN') return null;
    return { contentType: SVG, body: Buffer.from(logoSvg(record.core.businessName)) };
  }
  const item = ITEM.exec(pathname);
  if (item?.[1]) return { contentType: SVG, body: Buffer.from(pictureSvg(item[1])) };
  const thumbnail = THUMBNAIL.exec(pathname);
  if (thumbnail?.[1]) return { contentType: SVG, body: Buffer.from(thumbnailSvg(thumbnail[1])) };
  const document = DOCUMENT.exec(pathname);
  if (document?.[1]) {
    return document[2] === 'pdf'
      ? { contentType: 'application/pdf', body: tinyPdf(`Document ${document[1]}`) }
      : { contentType: SVG, body: Buffer.from(pictureSvg(document[1], 1200, 800)) };
  }
  return null;
}
