/**
 * HTML that went through `sanitizeHtml` (lib/html.server.ts): the only HTML a component may render as markup, and
 * only through `HtmlContent` (components/ui/html-content.tsx). A plain string from the CMS does not type-check there,
 * so every stored HTML field is sanitized on its way to the page, with the same sanitizer (docs/000-product.md §15).
 */
export type SafeHtml = string & { readonly __sanitized: true };
