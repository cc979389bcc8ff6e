import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { COVER_MAX_BYTES, formatMegabytes, RESUME_MAX_BYTES } from '@agency/contract';
import { multipartClientError, removeTempFiles, trackTempFiles } from '../lib/multipart';

/**
 * `global::multipart`, placed just before `strapi::body` (config/middlewares.ts), for every request:
 * - deletes every temp file the body parser wrote, at the end of the request, success or error
 *   (docs/001-one-atomic-application-request.md: a file part sent to any route used to stay in the temp folder
 *   forever);
 * - turns the parser's refusals (bad boundary, too many fields, fields too large, too many files) into 400/413 with
 *   a message, instead of a 500;
 * - says which size limit applies when a file is too large (`strapi::body` answers a bare 413 "FileTooBig"): the
 *   resume limit on applications and on hiring requests (their job description file takes the resume's), the upload
 *   limit elsewhere.
 */
export default () => async (ctx: Context, next: Next) => {
  trackTempFiles(ctx.req);
  try {
    await next();
  } catch (error) {
    throw multipartClientError(error) ?? error;
  } finally {
    await removeTempFiles(ctx.req);
  }
  if (
    ctx.status === 413 &&
    (ctx.body as { error?: { message?: string } } | undefined)?.error?.message === 'FileTooBig'
  ) {
    const subject = ctx.path.startsWith('/api/job-applications')
      ? 'The resume'
      : ctx.path.startsWith('/api/hiring-requests')
        ? 'The job description'
        : 'The file';
    const limit = subject === 'The file' ? COVER_MAX_BYTES : RESUME_MAX_BYTES;
    const error = new errors.PayloadTooLargeError(`${subject} is too large: the limit is ${formatMegabytes(limit)}.`, {
      maxBytes: limit,
    });
    ctx.body = { data: null, error: { status: 413, name: error.name, message: error.message, details: error.details } };
  }
};
