/** Strips accents so that a title's letters fit Strapi's uid alphabet (A-Z a-z 0-9 - _ . ~). */
export function baseLetters(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}
