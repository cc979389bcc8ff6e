/** True when editor HTML has no text (TipTap leaves `<p></p>` in an empty editor). */
export function isEmptyHtml(html: string | null | undefined): boolean {
  return !(html ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}
