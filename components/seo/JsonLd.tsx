import { serializeJsonLd } from '@/lib/seo/serialize-json-ld';

/** A JSON-LD block; the serializer escapes `<` so no text in the data can end the script. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
