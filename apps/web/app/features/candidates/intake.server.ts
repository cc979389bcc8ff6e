import type { SubmissionResult } from '@conform-to/react';
import { data, redirect } from 'react-router';
import { z } from '@agency/contract';
import { ApiError, bodyFieldErrors } from '~/lib/api-error';
import { cmsRequest, parse } from '~/lib/cms-client.server';
import { log } from '~/lib/log.server';
import { parseIntakeForm } from './intake-schema';
import { ADDED_PARAM, candidatePath } from './rules';

/** What the "Add candidate" page shows after a refused submit: Conform's reply, and the candidate who has the address. */
export interface IntakeAnswer {
  result: SubmissionResult<string[]>;
  existing?: { documentId: string };
}

const createdSchema = z.object({ data: z.object({ documentId: z.string() }) });
const conflictSchema = z.object({ error: z.object({ details: z.object({ candidate: z.string() }) }) });

/**
 * The action of /admin/candidates/new (docs/023-talent-pool.md "Added by staff"): the form checked with the
 * contract's rules (Conform), then `POST /api/candidates` (multipart `data` and `files.resume`) with the staff token.
 * Added: a redirect to the candidate's page, which says so. Refused: the CMS's message on the field it is about (the
 * address of a known candidate with a link to them), or above the form.
 */
export async function handleAddCandidate(token: string, formData: FormData) {
  const submission = parseIntakeForm(formData);
  if (submission.status !== 'success') return data<IntakeAnswer>({ result: submission.reply() }, { status: 400 });
  const { resume, ...fields } = submission.value;
  const body = new FormData();
  body.append('data', JSON.stringify(fields));
  body.append('files.resume', resume, resume.name);
  try {
    const created = parse(
      createdSchema,
      await cmsRequest('/candidates', { method: 'POST', token, body, timeoutMs: 30_000 }),
    );
    return redirect(`${candidatePath(created.data.documentId)}?${ADDED_PARAM}=1`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const known = conflictSchema.safeParse(error.body);
      return data<IntakeAnswer>(
        {
          result: submission.reply({ fieldErrors: { email: [error.message] } }),
          ...(known.success ? { existing: { documentId: known.data.error.details.candidate } } : {}),
        },
        { status: 409 },
      );
    }
    if (error instanceof ApiError && (error.status === 400 || error.status === 413)) {
      // The file's content (the CMS reads it; the browser cannot) or its size: said on the resume field.
      const field = error.status === 413 || 'resume' in bodyFieldErrors(error.body) ? 'resume' : null;
      return data<IntakeAnswer>(
        {
          result: field
            ? submission.reply({ fieldErrors: { [field]: [error.message] } })
            : submission.reply({ formErrors: [error.message] }),
        },
        { status: error.status },
      );
    }
    log.error({ err: error }, 'Adding a candidate failed');
    return data<IntakeAnswer>(
      { result: submission.reply({ formErrors: ['The candidate could not be added just now. Please try again.'] }) },
      { status: 503 },
    );
  }
}
