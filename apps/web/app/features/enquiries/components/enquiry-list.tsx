import { serviceLabel } from '@agency/contract';
import { AdminList, type AdminColumn } from '~/components/admin/admin-list';
import { Detail, Details } from '~/components/admin/details';
import { buttonClasses } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { preview } from '~/lib/format';
import type { AdminContact } from '../api.server';
import { CONTACT_MESSAGE_PREVIEW } from '../rules';

export const ENQUIRIES_PATH = '/admin/contactList';

const received = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
/** "Nov 21, 2026, 3:04 PM UTC", or a dash. */
const receivedAt = (value: string | null | undefined) => (value ? `${received.format(new Date(value))} UTC` : '–');

const COLUMNS: AdminColumn<AdminContact>[] = [
  { label: 'Name', className: 'px-4 py-3 font-medium text-slate-900', cell: (contact) => contact.fullName },
  {
    label: 'Email',
    className: 'px-4 py-3',
    cell: (contact) => (
      <a className="text-brand-700 underline" href={`mailto:${contact.email}`}>
        {contact.email}
      </a>
    ),
  },
  { label: 'Subject', cell: (contact) => serviceLabel(contact.service) ?? '–' },
  { label: 'Message', cell: (contact) => preview(contact.message, CONTACT_MESSAGE_PREVIEW) },
  {
    label: 'Received',
    className: 'whitespace-nowrap px-4 py-3 text-slate-700',
    cell: (contact) => receivedAt(contact.createdAt),
  },
  {
    label: 'Actions',
    hidden: true,
    className: 'px-4 py-3 text-right',
    cell: (contact, row) => (
      <button type="button" onClick={row.view} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        Read<span className="sr-only"> the message of {contact.fullName}</span>
      </button>
    ),
  },
];

/** The message of one enquiry with its sender's details. */
function EnquiryView({ contact, onClose }: { contact: AdminContact; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={`Message from ${contact.fullName}`} className="max-w-2xl">
        <Details>
          <Detail label="Email">{contact.email}</Detail>
          <Detail label="Subject">{serviceLabel(contact.service) ?? '–'}</Detail>
          <Detail label="Company">{contact.company || '–'}</Detail>
          <Detail label="Phone">{contact.phone || '–'}</Detail>
          <Detail label="Received">{receivedAt(contact.createdAt)}</Detail>
        </Details>
        <p className="mt-4 whitespace-pre-wrap rounded-lg bg-slate-50 p-4 text-sm text-slate-800">{contact.message}</p>
      </DialogContent>
    </Dialog>
  );
}

/** The staff list of contact submissions, newest first, each readable in full in a dialog (spec §9). */
export function EnquiryList({
  contacts,
  pagination,
  page,
  error,
}: {
  contacts: AdminContact[];
  pagination: { pageCount: number; total: number } | null;
  page: number;
  error: string | null;
}) {
  return (
    <AdminList
      title="Contact Submissions"
      subtitle={pagination ? `${pagination.total} submissions` : undefined}
      path={ENQUIRIES_PATH}
      search={new URLSearchParams()}
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
