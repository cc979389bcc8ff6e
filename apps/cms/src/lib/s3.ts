import type { S3ClientConfig } from '@aws-sdk/client-s3';

/**
 * S3-compatible storage (docs/016-deployment.md, docs/000-product.md §10): used when `S3_BUCKET` is set; unset, covers
 * and resumes stay on the local disk (`PUBLIC_DIR`, `RESUME_STORAGE_DIR`). Read from the environment:
 * - `S3_BUCKET`: the bucket of the cover images (the media library, through `@strapi/provider-upload-aws-s3`), at its
 *   root as `<name>_<hash>.<ext>`. They are written with the `public-read` ACL (the provider's default): apps/web
 *   fetches them anonymously (its `MEDIA_URL`). A bucket with ACLs disabled refuses such writes; make it readable by a
 *   bucket policy instead, and then keep the resumes in another bucket.
 * - `S3_RESUME_BUCKET`: the bucket of the resumes (default `S3_BUCKET`), always under the `resumes/` prefix, written
 *   without ACL (private); nothing links to them, staff downloads stream through the CMS (resume-storage.ts).
 * - `S3_PUBLIC_URL`: the base URL of the covers' bucket as browsers and apps/web reach it (a CDN or custom domain),
 *   the provider's `baseUrl`; a cover's URL is `<S3_PUBLIC_URL>/<name>`. Default: the URL the upload answers with.
 * - `S3_ENDPOINT`: the server's URL for S3-compatible services (MinIO, R2, s3rver); default AWS S3 of `S3_REGION`.
 * - `S3_REGION`: default `us-east-1`.
 * - `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`: both, or neither for the SDK's own chain (instance roles, AWS_* env).
 * - `S3_FORCE_PATH_STYLE`: `true` for `<endpoint>/<bucket>/<key>` URLs (MinIO, s3rver); default `false`.
 * Checksums are computed only when an operation requires them: S3-compatible servers do not all accept the SDK's
 * default trailing checksums (s3rver stores them as part of the object).
 */
export interface S3Settings {
  /** The covers' bucket (`S3_BUCKET`). */
  bucket: string;
  /** The resumes' bucket (`S3_RESUME_BUCKET`, default `S3_BUCKET`). */
  resumeBucket: string;
  /** `S3_PUBLIC_URL` without a trailing slash, or null. */
  publicUrl: string | null;
  /** The client settings both the upload provider and the resume storage use. */
  client: S3ClientConfig & { region: string };
}

/** The S3 settings of `env` (see S3Settings), or null when `S3_BUCKET` is unset or empty. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  return {
    bucket,
    resumeBucket: env.S3_RESUME_BUCKET?.trim() || bucket,
    publicUrl: env.S3_PUBLIC_URL?.trim().replace(/\/+$/, '') || null,
    client: {
      region: env.S3_REGION || 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  };
}

/**
 * The origins cover images are served from, for the admin panel's CSP (`img-src`, `media-src`): the origin of
 * `S3_PUBLIC_URL`; else of the endpoint (path style) or of the bucket's host under it; else AWS's bucket hosts.
 */
export function coverOrigins(settings: S3Settings): string[] {
  if (settings.publicUrl) return [new URL(settings.publicUrl).origin];
  const { endpoint, forcePathStyle, region } = settings.client;
  if (typeof endpoint === 'string') {
    const url = new URL(endpoint);
    return [forcePathStyle ? url.origin : `${url.protocol}//${settings.bucket}.${url.host}`];
  }
  return [`https://${settings.bucket}.s3.${region}.amazonaws.com`, `https://${settings.bucket}.s3.amazonaws.com`];
}
