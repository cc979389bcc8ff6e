import { JOB_STATUSES, JOB_TYPE_VALUES } from '@agency/contract';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useActionToast, type ActionAnswer } from '~/components/admin/admin-list';
import { RichTextField } from '~/components/admin/rich-text-editor';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import type { JobOption, StaffJob } from '../staff-job';
import { useSlugify } from '~/lib/use-slugify';
import { todayIso } from '../rules';

/**
 * Title and slug of the editor: the slug follows the title (the contract's rule) when creating until staff type one,
 * and whenever it is empty; a typed slug stays as typed.
 */
function useTitleAndSlug(job: StaffJob | null) {
  const [title, setTitle] = useState(job?.title ?? '');
  const [typedSlug, setTypedSlug] = useState(job?.slug ?? '');
  const slugify = useSlugify();
  return {
    title,
    slug: typedSlug || (slugify?.(title) ?? ''),
    changeTitle: setTitle,
    changeSlug: setTypedSlug,
  };
}

/** A text field of the editor whose control id is `job-{name}`. */
function TextField({
  name,
  label,
  defaultValue,
  ...props
}: { name: string; label: string; defaultValue?: string | null } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'defaultValue'
>) {
  return (
    <Field id={`job-${name}`} label={label}>
      <Input name={name} defaultValue={defaultValue ?? ''} {...props} />
    </Field>
  );
}

/** A category or author select, with "None". */
function OptionSelect({
  name,
  label,
  options,
  value,
}: {
  name: string;
  label: string;
  options: JobOption[];
  value?: string;
}) {
  return (
    <Field id={`job-${name}`} label={label}>
      <Select
        name={name}
        defaultValue={value ?? ''}
        placeholder="None"
        options={options.map((option) => ({ value: option.documentId, label: option.name }))}
      />
    </Field>
  );
}

/** The editor's fields that are plain values: everything but title, slug and description. */
function JobDetailsFields({
  job,
  options,
}: {
  job: StaffJob | null;
  options: { categories: JobOption[]; authors: JobOption[] };
}) {
  return (
    <>
      <TextField name="company" label="Company" defaultValue={job?.company} />
      <TextField name="location" label="Location" defaultValue={job?.location} />
      <TextField name="salary" label="Salary" defaultValue={job?.salary} />
      <Field id="job-type" label="Job type">
        <Select
          name="type"
          defaultValue={job?.type ?? ''}
          placeholder="Not set (shown as Full-time)"
          options={JOB_TYPE_VALUES}
        />
      </Field>
      <TextField name="experience" label="Experience" defaultValue={job?.experience} />
      <TextField name="posted" label="Posted date" type="date" defaultValue={job ? job.posted : todayIso()} />
      <OptionSelect name="category" label="Category" options={options.categories} value={job?.category?.documentId} />
      <OptionSelect name="author" label="Posted by" options={options.authors} value={job?.author?.documentId} />
      <Field id="job-status" label="Status">
        <Select name="status" defaultValue={job?.status ?? 'open'} options={JOB_STATUSES} />
      </Field>
      <div className="flex items-end gap-2 pb-2">
        <input
          id="job-featured"
          name="featured"
          type="checkbox"
          defaultChecked={job?.featured ?? false}
          className="size-4"
        />
        <label htmlFor="job-featured" className="text-sm font-medium text-slate-800">
          Featured
        </label>
      </div>
    </>
  );
}

/**
 * The add/edit dialog of the jobs list: every job field; slug from the title when creating or when empty (spec §5),
 * editable. Posts `intent=save` (with the documentId when updating) to the page's action and toasts its answer.
 */
export function JobDialog({
  job,
  options,
  onDone,
}: {
  job: StaffJob | null;
  options: { categories: JobOption[]; authors: JobOption[] };
  onDone: () => void;
}) {
  const fetcher = useFetcher<ActionAnswer>();
  const { title, slug, changeTitle, changeSlug } = useTitleAndSlug(job);
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  useActionToast(fetcher, onDone);

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onDone())}>
      <DialogContent title={job ? 'Edit Job' : 'Add New Job'} className="max-w-3xl">
        <fetcher.Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="save" />
          {job ? <input type="hidden" name="documentId" value={job.documentId} /> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="job-title" label="Title" error={answer?.fieldErrors?.title?.[0]}>
              <Input name="title" value={title} onChange={(event) => changeTitle(event.target.value)} />
            </Field>
            <Field id="job-slug" label="Slug" error={answer?.fieldErrors?.slug?.[0]}>
              <Input name="slug" value={slug} onChange={(event) => changeSlug(event.target.value)} />
            </Field>
            <JobDetailsFields job={job} options={options} />
          </div>
          <TextField name="skills" label="Skills (comma-separated)" defaultValue={job?.skills} />
          <RichTextField
            id="job-description"
            label="Description"
            name="description"
            defaultValue={job?.description ?? null}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={onDone} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? 'Saving...' : job ? 'Update Job' : 'Create Job'}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
