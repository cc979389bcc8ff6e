/**
 * Media files of the CMS (cover images) as pages link them (docs/000-product.md §10): always site-relative,
 * `/uploads/<name>`, served by routes/resources/uploads.ts, so the browser talks to apps/web only and the CSP stays
 * `img-src 'self'`.
 */

/** Strapi's upload providers name files `<name>_<hash>.<ext>`, in one folder or at a bucket's root; nothing else. */
export const MEDIA_FILE_NAME = /^[\w.-]+\.[a-z0-9]+$/i;

/**
 * The site-relative URL of a media file, from the URL the CMS stores: `/uploads/<name>` (the local provider) or an
 * absolute URL in the S3 bucket or its CDN (`https://covers.s3.eu-west-1.amazonaws.com/<name>`, `S3_PUBLIC_URL`) both
 * become `/uploads/<name>`, the file name being the last segment of the path.
 * @returns null when there is no URL, or its last segment is not a media file name.
 */
export function mediaPath(url: string | null | undefined): string | null {
  if (!url) return null;
  let pathname: string;
  try {
    pathname = new URL(url, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  return MEDIA_FILE_NAME.test(name) ? `/uploads/${name}` : null;
}
