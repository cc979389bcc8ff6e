import {
  countryName,
  displayLocation,
  displaySalary,
  formatFileSize,
  HIRING_REQUEST_CONVERTIBLE,
  HIRING_REQUEST_TRANSITIONS,
  hiringRequestStatusLabel,
  screeningQuestionsOfRequest,
} from '@agency/contract';
import { Download } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { AnswerMessage } from '~/components/admin/answer-message';
import { Detail, Details } from '~/components/admin/details';
import { LocalDate } from '~/components/admin/local-date';
import { AdminPageHeader } from '~/components/admin/page-header';
import { busyButtonProps, buttonClasses, MIN_TARGET } from '~/components/ui/button';
import type { StaffHiringRequest } from '../api.server';
import { HIRING_REQUESTS_PATH, jobDescriptionPath } from '../rules';
import type { HiringRequestAnswer } from '../staff-hiring-requests.server';
import { HiringRequestStatusBadge } from './hiring-request-status-badge';

const SECTION = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** Where staff find a converted request's job: the jobs list's drafts (the job editor opens from its row). */
const DRAFT_JOBS_PATH = '/admin/jobs?status=draft';

/**
 * The job description file the employer sent, by name and size, as a download through this site (an attachment,
 * never shown inline), or "None".
 */
function JobDescriptionLink({ request }: { request: StaffHiringRequest }) {
  const file = request.jobDescription;
  if (!file) return <>None</>;
  return (
    <a
      href={jobDescriptionPath(request.documentId)}
      className={`${MIN_TARGET} gap-1 font-medium text-brand-700 underline`}
      download
    >
      <Download aria-hidden="true" className="size-4" /> {file.name || 'Job description'}
      {typeof file.size === 'number' ? ` (${formatFileSize(file.size)})` : ''}
    </a>
  );
}

/**
 * One hiring request (docs/024-employers.md "In the back-office"): what the employer sent (with their job description
 * file to download), its status with the moves staff may make (`HIRING_REQUEST_TRANSITIONS`), and Convert to job while
 * it is new or in discussion; once converted, its job. The forms post through one fetcher; each answer takes the focus
 * (`AnswerMessage`).
 */
export function HiringRequestPage({ hiringRequest: request }: { hiringRequest: StaffHiringRequest }) {
  const fetcher = useFetcher<HiringRequestAnswer>({ key: 'hiring-request' });
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  const salary = displaySalary(request);
  const remoteCountries = (request.applicantLocations ?? []).map(countryName).join(', ');
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={`${request.roleTitle ?? ''} at ${request.company ?? ''}`}
        subtitle={<HiringRequestStatusBadge status={request.status} />}
      >
        <Link to={HIRING_REQUESTS_PATH} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          All hiring requests
        </Link>
      </AdminPageHeader>

      <section aria-labelledby="request-employer" className={SECTION}>
        <h2 id="request-employer" className="mb-3 text-lg font-semibold text-slate-900">
          Employer
        </h2>
        <Details>
          <Detail label="Company">{request.company}</Detail>
          <Detail label="Contact">{request.contactName}</Detail>
          <Detail label="Work e-mail">
            <a className={`${MIN_TARGET} text-brand-700 underline`} href={`mailto:${request.email ?? ''}`}>
              {request.email}
            </a>
          </Detail>
          <Detail label="Phone">{request.phone || '–'}</Detail>
          <Detail label="Received">
            <LocalDate value={request.createdAt} withTime />
          </Detail>
        </Details>
      </section>

      <section aria-labelledby="request-role" className={SECTION}>
        <h2 id="request-role" className="mb-3 text-lg font-semibold text-slate-900">
          The role
        </h2>
        <Details>
          <Detail label="Role title">{request.roleTitle}</Detail>
          <Detail label="Number of hires">{request.hires ?? 1}</Detail>
          <Detail label="Employment type">{request.employmentType || '–'}</Detail>
          <Detail label="Wished start date">{request.startDate ? <LocalDate value={request.startDate} /> : '–'}</Detail>
          <Detail label="Location">{displayLocation({ ...request, location: '' }) || '–'}</Detail>
          {request.workplace === 'remote' ? (
            <Detail label="The hire may live in">{remoteCountries || '–'}</Detail>
          ) : null}
          <Detail label="Salary budget">{salary || '–'}</Detail>
          <Detail label="Job description file">
            <JobDescriptionLink request={request} />
          </Detail>
        </Details>
        <h3 className="mt-4 text-sm font-semibold text-slate-900">Requirements</h3>
        <p className="mt-1 whitespace-pre-wrap rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
          {request.requirements}
        </p>
        {(request.mustHaves ?? []).length > 0 || (request.screeningPresets ?? []).length > 0 ? (
          <>
            <h3 className="mt-4 text-sm font-semibold text-slate-900">Questions for applicants</h3>
            <p className="mt-1 text-sm text-slate-600">
              Convert to job asks them on the apply form (must-haves as knockouts).
            </p>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-800">
              {screeningQuestionsOfRequest(request).map((question) => (
                <li key={question.id}>
                  {question.label}
                  {question.knockout ? ' (must-have)' : ''}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section aria-labelledby="request-status" className={SECTION}>
        <h2 id="request-status" className="text-lg font-semibold text-slate-900">
          Status: {hiringRequestStatusLabel(request.status)}
        </h2>
        {request.job ? (
          <p className="mt-2 text-sm text-slate-700">
            Converted to the job “{request.job.title}” ({request.job.status}).{' '}
            <Link className={`${MIN_TARGET} text-brand-700 underline`} to={DRAFT_JOBS_PATH}>
              Open the draft jobs
            </Link>
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          {HIRING_REQUEST_CONVERTIBLE.includes(request.status) ? (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="convert" />
              <button
                type="submit"
                {...busyButtonProps(busy)}
                className={buttonClasses({ variant: 'primary', size: 'sm' })}
              >
                Convert to job
              </button>
            </fetcher.Form>
          ) : null}
          {HIRING_REQUEST_TRANSITIONS[request.status].map((next) => (
            <fetcher.Form method="post" key={next}>
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="status" value={next} />
              <button
                type="submit"
                {...busyButtonProps(busy)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                Mark as {hiringRequestStatusLabel(next).toLowerCase()}
              </button>
            </fetcher.Form>
          ))}
        </div>
        <AnswerMessage answer={answer} />
      </section>
    </div>
  );
}
