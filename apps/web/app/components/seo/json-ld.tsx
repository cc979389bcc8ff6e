/**
 * Structured data for search engines (schema.org as JSON-LD). The JSON is escaped so that text from the CMS
 * cannot close the script element or open a comment: `<`, `>`, `&` and the line separators become \u escapes,
 * which JSON parsers read back as the same characters.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
