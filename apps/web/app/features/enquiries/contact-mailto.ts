/**
 * A `mailto:` link with a prefilled subject and body (docs/000-product.md §2 "Contact: one email support card (mailto
 * with prefilled subject and body)"). Values are percent-encoded with encodeURIComponent (RFC 6068): spaces become %20,
 * not '+', which mail programs would show literally, and line breaks become %0D%0A.
 */
export function mailtoHref(address: string, { subject, body }: { subject?: string; body?: string } = {}): string {
  const fields: string[] = [];
  if (subject) fields.push(`subject=${encodeURIComponent(subject)}`);
  if (body) fields.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`);
  return `mailto:${address}${fields.length > 0 ? `?${fields.join('&')}` : ''}`;
}
