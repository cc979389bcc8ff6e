import { formatMegabytes, MAX_UPLOAD_BYTES, RESUME_MAX_BYTES } from '../lib/limits';

/**
 * `global::upload-limit-message`: `strapi::body` answers a file over `MAX_UPLOAD_BYTES` with a bare
 * 413 "FileTooBig". This middleware, placed just before it, rewrites that answer into a message that says
 * the limit that applies to the request (the resume limit on applications), keeping Strapi's error shape.
 */
export default () => async (ctx: { status: number; body: unknown; path: string }, next: () => Promise<void>) => {
  await next();
  if (ctx.status !== 413) return;
  const limit = ctx.path.startsWith('/api/job-applications') ? RESUME_MAX_BYTES : MAX_UPLOAD_BYTES;
  const subject = limit === RESUME_MAX_BYTES ? 'The resume' : 'The file';
  ctx.body = {
    data: null,
    error: {
      status: 413,
      name: 'PayloadTooLargeError',
      message: `${subject} is too large: the limit is ${formatMegabytes(limit)}.`,
      details: { maxBytes: limit },
    },
  };
};
