import type { ReactNode } from 'react';
import { serviceLabel } from '@agency/contract';
import { Link } from 'react-router';
import { MIN_TARGET } from '~/components/ui/button';
import { APPLICATIONS_PATH, applicationViewPath, StatusBadge } from '~/features/applications';
import { ENQUIRIES_PATH, EnquiryStatusBadge } from '~/features/enquiries';
import { LocalDate } from '~/components/admin/local-date';
import { formatDate, plural } from '~/lib/format';
import { useTimeZone } from '~/lib/time-zone';
import type { RecentActivity as Recent } from '../api.server';

/**
 * "2 new applications to your jobs, 3 in all, and 1 new enquiry since your last visit on Nov 20, 2026." (the staff
 * member's own jobs first; docs/022-the-team.md), its date in their time zone, or the first visit's line.
 */
function sinceLastVisit(
  { previousVisit, newApplications, newApplicationsToMyJobs, newEnquiries }: Recent,
  zone: string,
): string {
  if (!previousVisit) return 'Welcome to your first visit: the latest applications and enquiries are below.';
  return `${plural(newApplicationsToMyJobs, 'new application', 'new applications')} to your jobs, ${String(
    newApplications,
  )} in all, and ${plural(newEnquiries, 'new enquiry', 'new enquiries')} since your last visit on ${formatDate(
    previousVisit,
    zone,
  )}.`;
}

/** One line of a short list: who (a link to their record when it has one), about what, when, and a status on the right. */
interface Line {
  key: string;
  name: string;
  to?: string;
  about: string;
  at: string;
  status: ReactNode;
}

/** One short list of the dashboard: a heading linking to the full list, and up to five lines. */
function LatestList({ id, title, to, lines }: { id: string; title: string; to: string; lines: Line[] }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-baseline justify-between gap-4">
        <h3 id={id} className="font-semibold text-slate-900">
          {title}
        </h3>
        <Link to={to} className={`${MIN_TARGET} text-sm font-medium text-brand-700 underline`}>
          See all<span className="sr-only"> {title.toLowerCase()}</span>
        </Link>
      </div>
      {lines.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100">
          {lines.map((line) => (
            <li key={line.key} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                {line.to ? (
                  <Link to={line.to} className={`${MIN_TARGET} font-medium text-brand-700 underline`}>
                    {line.name}
                  </Link>
                ) : (
                  <span className="font-medium text-slate-900">{line.name}</span>
                )}
                <span className="text-slate-600"> · {line.about}</span>
                <span className="block text-xs text-slate-500">
                  <LocalDate value={line.at} />
                </span>
              </span>
              {line.status}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">None yet.</p>
      )}
    </section>
  );
}

/**
 * What is new for the signed-in staff member (docs/015-recruiter-workflow.md): how many applications and enquiries
 * arrived since their previous visit to the dashboard, and the latest five of each with links to the lists.
 */
export function RecentActivity({ recent }: { recent: Recent }) {
  const zone = useTimeZone();
  const applications = recent.latestApplications.map((application) => ({
    key: application.documentId,
    name: application.fullName,
    // Opens this application's dialog on the applications page (its `?view=`; docs/023-talent-pool.md).
    to: applicationViewPath(application.documentId),
    about: application.jobTitle ?? 'Job removed',
    at: application.appliedAt,
    status: <StatusBadge status={application.job_status} />,
  }));
  const enquiries = recent.latestEnquiries.map((enquiry) => ({
    key: enquiry.documentId,
    name: enquiry.fullName,
    about: serviceLabel(enquiry.service) ?? 'General enquiry',
    at: enquiry.createdAt,
    status: <EnquiryStatusBadge status={enquiry.status} />,
  }));
  return (
    <section aria-labelledby="recent-heading" className="mt-8">
      <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
        What’s new
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {sinceLastVisit(recent, zone)}{' '}
        <Link to={`${APPLICATIONS_PATH}?owner=mine`} className={`${MIN_TARGET} font-medium text-brand-700 underline`}>
          My jobs’ applications
        </Link>
      </p>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <LatestList id="latest-applications" title="Latest applications" to={APPLICATIONS_PATH} lines={applications} />
        <LatestList id="latest-enquiries" title="Latest enquiries" to={ENQUIRIES_PATH} lines={enquiries} />
      </div>
    </section>
  );
}
