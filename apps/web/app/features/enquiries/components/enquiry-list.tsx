import { ENQUIRY_STATUSES, serviceLabel, type EnquiryStatus } from '@agency/contract';
import { useFetcher } from 'react-router';
import { AdminList, useActionToast, type ActionAnswer, type AdminColumn } from '~/components/admin/admin-list';
import { Detail, Details } from '~/components/admin/details';
import { FilterLinks } from '~/components/admin/filter-links';
import { LocalDate } from '~/components/admin/local-date';
import { EnquiryStatusBadge } from './enquiry-status-badge';
import { busyButtonProps, buttonClasses, MIN_TARGET } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { preview } from '~/lib/format';
import type { AdminContact } from '../api.server';
import { CONTACT_MESSAGE_PREVIEW, ENQUIRIES_PATH } from '../rules';

/** "Nov 21, 2026, 3:04 PM GMT+4" in the staff member's time zone, or a dash. */
const receivedAt = (value: string | null | undefined) => <LocalDate value={value} withTime />;

const COLUMNS: AdminColumn<AdminContact>[] = [
  { label: 'Name', className: 'px-4 py-3 font-medium text-slate-900', cell: (contact) => contact.fullName },
  {
    label: 'Email',
    className: 'px-4 py-3',
    cell: (contact) => (
      <a className={`${MIN_TARGET} text-brand-700 underline`} href={`mailto:${contact.email}`}>
        {contact.email}
      </a>
    ),
  },
  { label: 'Subject', cell: (contact) => serviceLabel(contact.service) ?? '–' },
  { label: 'Message', cell: (contact) => preview(contact.message, CONTACT_MESSAGE_PREVIEW) },
  { label: 'Status', cell: (contact) => <EnquiryStatusBadge status={contact.status} /> },
  {
    label: 'Received',
    className: 'whitespace-nowrap px-4 py-3 text-slate-700',
    cell: (contact) => receivedAt(contact.createdAt),
  },
  {
    label: 'Actions',
    hidden: true,
    className: 'px-4 py-3 text-end',
    cell: (contact, row) => (
      <button type="button" onClick={row.view} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        Read<span className="sr-only"> the message of {contact.fullName}</span>
      </button>
    ),
  },
];

/**
 * The fetcher of the status buttons, by key so that the list (which outlives the dialog: an enquiry marked handled
 * leaves the list of new ones, and its dialog with it) toasts the answer.
 */
const STATUS_FETCHER = 'enquiry-status';

/** The button that marks an enquiry handled (or new again), posting `intent=status`; it keeps the focus meanwhile. */
function StatusButton({ contact }: { contact: AdminContact }) {
  const fetcher = useFetcher<ActionAnswer>({ key: STATUS_FETCHER });
  const next: EnquiryStatus = contact.status === 'new' ? 'handled' : 'new';
  return (
    <fetcher.Form method="post" className="mt-4 flex justify-end">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="documentId" value={contact.documentId} />
      <input type="hidden" name="status" value={next} />
      <button
        type="submit"
        {...busyButtonProps(fetcher.state !== 'idle')}
        className={buttonClasses({ variant: next === 'handled' ? 'primary' : 'outline', size: 'sm' })}
      >
        {next === 'handled' ? 'Mark as handled' : 'Mark as new'}
      </button>
    </fetcher.Form>
  );
}

/** The message of one enquiry with its sender's details and its status; it opens on its title. */
function EnquiryView({ contact, onClose }: { contact: AdminContact; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={`Message from ${contact.fullName}`} initialFocus="title" className="max-w-2xl">
        <Details>
          <Detail label="Email">{contact.email}</Detail>
          <Detail label="Subject">{serviceLabel(contact.service) ?? '–'}</Detail>
          <Detail label="Company">{contact.company || '–'}</Detail>
          <Detail label="Phone">{contact.phone || '–'}</Detail>
          <Detail label="Received">{receivedAt(contact.createdAt)}</Detail>
          <Detail label="Status">
            <EnquiryStatusBadge status={contact.status} />
          </Detail>
        </Details>
        <p className="mt-4 whitespace-pre-wrap rounded-lg bg-slate-50 p-4 text-sm text-slate-800">{contact.message}</p>
        <StatusButton contact={contact} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The staff list of contact submissions, newest first, each readable in full in a dialog (docs/000-product.md §9),
 * filtered by status (new / handled) and marked handled from the dialog (docs/015-recruiter-workflow.md).
 */
export function EnquiryList({
  contacts,
  pagination,
  page,
  status,
  error,
}: {
  contacts: AdminContact[];
  pagination: { pageCount: number; total: number } | null;
  page: number;
  status: EnquiryStatus | null;
  error: string | null;
}) {
  const search = new URLSearchParams(status ? { status } : {});
  useActionToast(useFetcher<ActionAnswer>({ key: STATUS_FETCHER }), () => undefined);
  const filters = (
    <FilterLinks
      label="Filter by status"
      path={ENQUIRIES_PATH}
      search={search}
      param="status"
      options={ENQUIRY_STATUSES}
      current={status}
    />
  );
  return (
    <AdminList
      title="Contact Submissions"
      subtitle={pagination ? `${pagination.total} submissions` : undefined}
      toolbar={filters}
      path={ENQUIRIES_PATH}
      search={search}
      error={error}
      items={contacts}
      columns={COLUMNS}
      empty="No contact submissions yet."
      pagination={pagination}
      page={page}
      pagesLabel="Submission pages"
      renderView={(contact, close) => <EnquiryView contact={contact} onClose={close} />}
    />
  );
}
