import { ApiError, bodyMessage, isCmsUnavailable } from '~/lib/api-error';
import {
  APPLY_BUSY_MESSAGE,
  APPLY_FALLBACK_MESSAGE,
  APPLY_REFUSED_MESSAGE,
  APPLY_UNCONFIRMED_MESSAGE,
  RESUME_MAX_BYTES,
  type Landing,
  type ScreeningQuestion,
} from '@agency/contract';
import { applicationMetrics, applicationRefused, type ApplicationRefusal } from '~/lib/metrics.server';
import { readStreamedForm, type FormLimits } from '~/lib/multipart.server';
import { handlePublicForm, type ReadForm } from '~/lib/public-form.server';
import { Slots } from '~/lib/slots.server';
import { parseApplication } from './application-schema';
import type { ApplyResponse } from './apply-status';
import { submitApplication, UnconfirmedSubmissionError } from './api.server';
import { submissionLanguage } from '~/i18n/submission-language.server';
import { withLanding } from './landing.server';
import { log } from '~/lib/log.server';

/**
 * Applications this process reads and hands to the CMS at once. Each holds a few chunks of its body in memory (its
 * resume goes to a temp file) and one CMS request; the bound keeps the temp files (at most this many resumes) and the
 * CMS's load in step, whatever the crowd (bench/upload-memory.mjs).
 */
export const APPLY_SLOTS = 8;
/** Applications that may wait for a slot (their bodies unread: the client's upload pauses meanwhile). */
export const APPLY_WAITING = 200;
/** The longest wait for a slot before the applicant is told to send the form again (`APPLY_BUSY_MESSAGE`, 503). */
export const APPLY_WAIT_MS = 60_000;

const slots = new Slots(APPLY_SLOTS, APPLY_WAITING);

/**
 * What the apply form may carry: the resume, one byte past its limit at most (the form's check then refuses it with
 * its size message), and the text fields, whose longest (the cover letter, 5,000 characters) fits many times.
 */
const APPLY_LIMITS: FormLimits = { files: { resume: RESUME_MAX_BYTES + 1 }, fields: 20, textBytes: 64 * 1024 };

/**
 * Reads the apply form once a slot is free: the resume into a temp file, deleted when the answer is known (whatever it
 * is: stored, refused, the client gone, the body past its limit). With no slot in time (`APPLY_WAIT_MS`, or the line
 * full), the form is read for its text only (the file is dropped as it streams) and answered with
 * `APPLY_BUSY_MESSAGE` (503): nothing was sent, and the form keeps what was typed.
 * @throws when the body cannot be read as a form (after freeing the slot and the temp file).
 */
async function readApplication(request: Request): Promise<ReadForm> {
  const leave = await slots.enter(APPLY_WAIT_MS, request.signal);
  if (!leave) {
    const { formData } = await readStreamedForm(request, { ...APPLY_LIMITS, files: {} });
    return { formData, refusal: { message: APPLY_BUSY_MESSAGE, status: 503 } };
  }
  try {
    const form = await readStreamedForm(request, APPLY_LIMITS);
    return {
      formData: form.formData,
      release: async () => {
        try {
          await form.dispose();
        } finally {
          leave();
        }
      },
    };
  } catch (error) {
    leave();
    throw error;
  }
}

/**
 * Validates an apply-form POST with the shared schema and hands it to the CMS as one request (`handlePublicForm`
 * does the common steps; `readApplication` streams the body to disk in a bounded number of slots;
 * `submitApplication` keeps trying while the CMS is unavailable).
 * The applicant is told success only when the CMS stored the application, failure only when nothing was kept
 * (docs/007-honest-application-intake.md). docs/000-product.md §8 "Application submit": the CMS's message when it
 * refuses, else 'Failed to create application'; a CMS that could never be reached gives
 * 'Failed to submit application. Please try again.', and so does the CMS's own 503 (its database or storage out of
 * reach: nothing was taken), with 503; when an attempt may have arrived but none was confirmed,
 * `APPLY_UNCONFIRMED_MESSAGE`; no slot in time, `APPLY_BUSY_MESSAGE`. A failed answer carries the submitted values,
 * idempotency key included, so that sending the form again repeats the same submission.
 * `landing` is where the visit came from when the form carries no landing fields of its own (./landing.server.ts
 * `landingOfPage`: a form sent without JavaScript); the CMS classifies the source (docs/023-talent-pool.md "Sources").
 * `questions` are the job's screening questions, when the caller knows them: their answers are then checked here too
 * (the job page's action, for a form sent without JavaScript); else only by the CMS (the browser checked them first).
 */
export async function handleApplication(
  request: Request,
  clientIp: string,
  landing: Landing = {},
  questions: readonly ScreeningQuestion[] = [],
): Promise<{ response: ApplyResponse; status: number }> {
  applicationMetrics.received.inc();
  /** Why `send` failed, when it did (`countOutcome`). */
  let failed: ApplicationRefusal | 'unconfirmed' | undefined;
  const { status, ...response } = await handlePublicForm(request, clientIp, {
    parse: (formData) => parseApplication(formData, questions),
    unreadableMessage: APPLY_FALLBACK_MESSAGE,
    read: readApplication,
    send: (_application, form) => submitApplication(withLanding(form, landing), clientIp, submissionLanguage(request)),
    failure: (error) => {
      if (error instanceof UnconfirmedSubmissionError) {
        failed = 'unconfirmed';
        log.error({ err: error }, 'Application not confirmed by the CMS');
        return { message: APPLY_UNCONFIRMED_MESSAGE, status: 504 };
      }
      if (isCmsUnavailable(error)) {
        log.error({ err: error }, 'Application not taken: the CMS is unavailable');
        return { message: APPLY_FALLBACK_MESSAGE, status: 503 };
      }
      if (error instanceof ApiError && error.status !== undefined) {
        failed = 'cms_refused';
        return {
          message: bodyMessage(error.body) ?? APPLY_REFUSED_MESSAGE,
          status: error.status < 500 ? error.status : 502,
        };
      }
      failed = 'cms_unreachable';
      log.error({ err: error }, 'Application could not reach the CMS');
      return { message: APPLY_FALLBACK_MESSAGE, status: 502 };
    },
  });
  countOutcome(status, failed);
  return { response, status };
}

/**
 * Counts how an application ended (app/lib/metrics.server.ts): by `send`'s failure when it failed, else by the status
 * `handlePublicForm` answered (201 stored; 200 the honeypot; 429 the rate limit; 503 no slot in time; 400 a body that
 * was no form or did not pass the form's check).
 */
function countOutcome(status: number, failed: ApplicationRefusal | 'unconfirmed' | undefined): void {
  if (failed === 'unconfirmed') applicationMetrics.unconfirmed.inc();
  else if (failed) applicationRefused(failed);
  else if (status === 201) applicationMetrics.stored.inc();
  else if (status === 200) applicationRefused('honeypot');
  else if (status === 429) applicationRefused('rate_limited');
  else if (status === 503) applicationRefused('busy');
  else applicationRefused('invalid');
}
