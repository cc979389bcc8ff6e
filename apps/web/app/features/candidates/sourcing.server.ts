import { bulkAddToJobMessage, bulkTagMessage, z } from '@agency/contract';
import { data } from 'react-router';
import { ApiError } from '~/lib/api-error';
import { textField } from '~/lib/form-data.server';
import { failureMessage, reportedFailure } from '~/lib/reported-failure.server';
import {
  type BulkTarget,
  addCandidateToJob,
  addToJobInBulk,
  listOpenJobs,
  suggestedCandidates,
  tagInBulk,
  type OpenJobChoice,
  type SuggestedCandidate,
} from './sourcing-api.server';

/**
 * Sourcing in the back-office (docs/023-talent-pool.md "Sourcing"): the suggested candidates page of a job, "Add to
 * this job" (from the candidate page and from the suggestions), and the bulk "Add a tag" and "Add to a job" of the
 * applications list. Every rule is the CMS's; these read its answers into one true sentence.
 */

/** The answer of a sourcing form: its intent, whether it worked, the sentence staff read. */
export interface SourcingAnswer {
  intent: 'add-to-job' | 'bulk-tag' | 'bulk-add-to-job';
  ok: boolean;
  message: string;
  /** The candidate a single add was for (the row that answered). */
  candidate?: string;
}

const documentId = z.string().regex(/^[a-z0-9]{1,64}$/i);

/** A refused form: 400 for what staff can fix, the CMS's status for its refusals, 502 for a failure. */
function refusal(intent: SourcingAnswer['intent'], error: unknown, fallback: string, candidate?: string) {
  const status = error instanceof ApiError && error.status && error.status < 500 ? error.status : 502;
  const message =
    error instanceof ApiError && status < 500 && error.message ? error.message : failureMessage(error, fallback);
  return data<SourcingAnswer>({ intent, ok: false, message, candidate }, { status });
}

/**
 * `intent=add-to-job`: the candidate `candidate` (documentId) added to the job `job` as a sourced application. The
 * CMS refuses a second application to one job (409, "Ada has already applied to Nurse.") and a do-not-contact
 * candidate (400), in its words.
 * @throws what `failureMessage` rethrows (a lost session).
 */
export async function handleAddToJob(token: string, candidate: string, formData: FormData) {
  const job = documentId.safeParse(textField(formData, 'job'));
  if (!job.success || !documentId.safeParse(candidate).success) {
    return data<SourcingAnswer>(
      { intent: 'add-to-job', ok: false, message: 'Choose a job.', candidate },
      { status: 400 },
    );
  }
  try {
    const result = await addCandidateToJob(token, candidate, job.data);
    return { intent: 'add-to-job', ok: true, message: bulkAddToJobMessage(result), candidate } satisfies SourcingAnswer;
  } catch (error) {
    return refusal('add-to-job', error, 'Failed to add the candidate to the job', candidate);
  }
}

/**
 * `intent=bulk-tag` of the applications list: `tag` on the candidate of each application the form names (`target`:
 * the applications list's `bulkTarget`). "2 tagged “React”; 1 had it already."
 */
export async function handleBulkTag(token: string, formData: FormData, target: BulkTarget | null) {
  const tag = textField(formData, 'tag').trim();
  if (!tag) return data<SourcingAnswer>({ intent: 'bulk-tag', ok: false, message: 'Type a tag.' }, { status: 400 });
  if (!target) {
    return data<SourcingAnswer>(
      { intent: 'bulk-tag', ok: false, message: 'Select at least one application.' },
      { status: 400 },
    );
  }
  try {
    const result = await tagInBulk(token, tag, target);
    return {
      intent: 'bulk-tag',
      ok: result.tagged > 0 || result.refused.length === 0,
      message: bulkTagMessage(result),
    } satisfies SourcingAnswer;
  } catch (error) {
    return refusal('bulk-tag', error, 'Nothing was tagged');
  }
}

/**
 * `intent=bulk-add-to-job` of the applications list: the candidate of each application the form names added to the
 * job `job`. "3 added to Nurse, Dubai; 1 already applied: Ada."
 */
export async function handleBulkAddToJob(token: string, formData: FormData, target: BulkTarget | null) {
  const job = documentId.safeParse(textField(formData, 'job-to-add'));
  if (!job.success) {
    return data<SourcingAnswer>({ intent: 'bulk-add-to-job', ok: false, message: 'Choose a job.' }, { status: 400 });
  }
  if (!target) {
    return data<SourcingAnswer>(
      { intent: 'bulk-add-to-job', ok: false, message: 'Select at least one application.' },
      { status: 400 },
    );
  }
  try {
    const result = await addToJobInBulk(token, job.data, target);
    return {
      intent: 'bulk-add-to-job',
      ok: result.added.length > 0 || (result.alreadyApplied.length === 0 && result.refused.length === 0),
      message: bulkAddToJobMessage(result),
    } satisfies SourcingAnswer;
  } catch (error) {
    return refusal('bulk-add-to-job', error, 'Nobody was added');
  }
}

/** The open jobs to choose from; none when the CMS fails (logged). */
export async function loadOpenJobs(token: string): Promise<OpenJobChoice[]> {
  try {
    return await listOpenJobs(token);
  } catch (error) {
    reportedFailure(error, 'Error fetching the open jobs');
    return [];
  }
}

/** What /admin/jobs/:id/candidates shows. */
export interface SuggestionsData {
  job: { documentId: string; title: string };
  candidates: SuggestedCandidate[];
}

/**
 * The job `jobDocumentId` and its suggested candidates.
 * @throws a 404 Response for an unknown job; a 502 Response when the CMS fails; what `reportedFailure` rethrows.
 */
export async function loadSuggestions(token: string, jobDocumentId: string): Promise<SuggestionsData> {
  try {
    return await suggestedCandidates(token, jobDocumentId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data('This job does not exist.', { status: 404 });
    throw data(reportedFailure(error, 'Error fetching the suggested candidates'), { status: 502 });
  }
}
