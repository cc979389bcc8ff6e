import { cmsUrl } from './cms-client.server';

/**
 * Where the media route fetches the file `name` (already checked against `MEDIA_FILE_NAME`): `<MEDIA_URL>/<name>`,
 * `MEDIA_URL` being the base URL of the covers' bucket when the CMS keeps them in S3 (its `S3_PUBLIC_URL`, or the
 * bucket's URL, e.g. `http://127.0.0.1:4568/covers` for a path-style server); default the CMS's own
 * `<CMS_URL>/uploads` (its local provider).
 */
export function mediaSourceUrl(name: string): string {
  const base = process.env.MEDIA_URL?.trim().replace(/\/+$/, '') || `${cmsUrl()}/uploads`;
  return `${base}/${name}`;
}
