import { data } from 'react-router';
import { applicationConstraint } from '~/features/applications/application-schema';
import { newIdempotencyKey } from '~/features/applications/idempotency-key';
import { errorMessage } from '~/lib/api-error';
import { truncate } from '~/lib/format';
import { htmlToText, sanitizeStoredHtml } from '~/lib/html.server';
import { requestOrigin } from '~/lib/seo';
import { findJobBySlug } from './api.server';
import { JOB_DEFAULTS } from './jobs';
import { jobPostingJsonLd } from './structured-data';

/**
 * What /jobs/{slug} shows: the job (description sanitized, a 155-character summary for search results, the apply
 * form's submission key and field constraints) and its JobPosting data while it is open. Unknown slug: 404 with no
 * job; CMS failure: 503 with the error message (logged).
 */
export async function loadJobPage(slug: string, request: Request) {
  try {
    const job = await findJobBySlug(slug);
    if (!job) return data({ job: null, error: null, jsonLd: null }, { status: 404 });
    const descriptionHtml = sanitizeStoredHtml(job.descriptionHtml);
    return {
      job: {
        ...job,
        descriptionHtml,
        summary: truncate(htmlToText(descriptionHtml) || JOB_DEFAULTS.description, 155),
        // The apply form's submission key (issue 7). A page served to several visitors may share it, which is safe:
        // the CMS scopes a key to the job and the applicant's e-mail.
        applicationKey: newIdempotencyKey(),
        applicationConstraint: applicationConstraint(),
      },
      error: null,
      jsonLd: job.open
        ? jobPostingJsonLd(job, requestOrigin(request), descriptionHtml ?? `<p>${JOB_DEFAULTS.description}</p>`)
        : null,
    };
  } catch (error) {
    console.error(`Job ${slug} failed:`, error);
    return data({ job: null, error: errorMessage(error, 'Failed to fetch job'), jsonLd: null }, { status: 503 });
  }
}
