/**
 * JSON for a <script type="application/ld+json"> block. `<`, `>` and `&` are escaped as
 * \u003c etc., which JSON parsers read back unchanged but which can never close the script
 * element or open a comment, whatever text the API sent. U+2028/2029 are escaped for old
 * JavaScript parsers that treat them as line ends.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
