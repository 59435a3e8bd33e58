import type { PageFrame } from '@/lib/models/frame';
import { LICENSE_ID, LICENSE_URL } from '@/lib/urls/paths';
import * as z from 'zod';

/*
 * What every tool result names so that an assistant quoting it can cite it: the page's
 * canonical URL, the same page in the other language, when the data was last updated, the
 * license, and the attribution line in the spec's exact format.
 */

export const citationSchema = z.object({
  url: z.string().describe('Canonical URL of the page this result renders'),
  otherLanguageUrl: z.string().describe('The same page in the other language'),
  markdownUrl: z.string().describe('The Markdown twin of the page'),
  updatedAt: z.string().nullable(),
  license: z.literal('ODC-By-1.0'),
  licenseUrl: z.string(),
  attribution: z.string().describe('Quote this line with any data from the result'),
});

/**
 * The citation as the tools' output schemas name it: one definition per tool, referred to
 * wherever a result carries one (JSON Schema's definitions and $ref, which zod writes for a
 * schema with an id). The site's OpenAPI document keeps the plain schema, inlined.
 */
export const citationRef = citationSchema.meta({ id: 'citation' });

export type Citation = z.infer<typeof citationSchema>;

export function citationOf(frame: PageFrame, updatedAt: string | null): Citation {
  const other = frame.locale === 'en' ? 'fr' : 'en';
  return {
    url: frame.canonicalUrl,
    otherLanguageUrl: frame.alternates[other],
    markdownUrl: frame.twinUrl,
    updatedAt,
    license: LICENSE_ID as 'ODC-By-1.0',
    licenseUrl: LICENSE_URL,
    attribution:
      frame.attribution ?? `Source: ${frame.siteName} — ${frame.siteUrl}/business/{slug}`,
  };
}
