import { displayLocation, displaySalary, WORKPLACES } from '@agency/contract';
import { Detail, Details } from '~/components/admin/details';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { HtmlContent } from '~/components/ui/html-content';
import { formatDate, formatDateTime } from '~/lib/format';
import { SITE } from '~/content/site';
import { useTimeZone } from '~/lib/time-zone';
import { JOB_DEFAULTS, jobTitle } from '../jobs';
import { JOB_STATE_LABELS, type StaffJob } from '../staff-job';

/** Every field of a job as staff read it, with the defaults a visitor would see for missing ones. */
function jobDetails(job: StaffJob, zone: string): Array<[string, string]> {
  const workplace = WORKPLACES.find((entry) => entry.value === job.workplace)?.label;
  return [
    ['Company', job.company || JOB_DEFAULTS.company],
    ['Confidential', job.confidential ? `Yes: the public site shows ${SITE.name}` : 'No'],
    ['Slug', job.slug || '–'],
    ['Location', displayLocation(job) || JOB_DEFAULTS.location],
    ['Workplace', workplace ?? '–'],
    ['Salary', displaySalary(job) || JOB_DEFAULTS.salary],
    ['Job type', job.type || JOB_DEFAULTS.type],
    ['Experience', job.experience || JOB_DEFAULTS.experience],
    ['Posted', formatDate(job.posted) ?? '–'],
    ['Category', job.category?.name || JOB_DEFAULTS.category],
    ['Posted by', job.author?.name || JOB_DEFAULTS.author],
    ['Status', JOB_STATE_LABELS[job.state]],
    ['Owner', job.owner ? `${job.owner.name}${job.owner.active ? '' : ' (deactivated)'}` : 'Nobody'],
    ['Closing date', formatDateTime(job.validThrough, zone) ?? '–'],
    ['Featured', job.featured ? 'Yes' : 'No'],
    ['Skills', job.skills || '–'],
  ];
}

/** The view dialog of the jobs list: every field, then the description (sanitized HTML). It opens on its title. */
export function JobView({ job, onClose }: { job: StaffJob; onClose: () => void }) {
  const zone = useTimeZone();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={jobTitle(job)} initialFocus="title" className="max-w-2xl">
        <Details>
          {jobDetails(job, zone).map(([label, value]) => (
            <Detail key={label} label={label}>
              {value}
            </Detail>
          ))}
        </Details>
        <h3 className="mt-4 text-sm font-semibold text-slate-900">Description</h3>
        {job.description ? (
          <HtmlContent className="prose prose-slate prose-sm mt-1 max-w-none" html={job.description} />
        ) : (
          <p className="mt-1 text-sm text-slate-700">{JOB_DEFAULTS.description}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
