import { useState } from 'react';
import type { Route } from './+types/contacts';
import { Pagination } from '~/components/ui/pagination';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Alert } from '~/components/ui/alert';
import { DataTable, EmptyRow } from '~/components/ui/data-table';
import { buttonClasses } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { listContacts, type AdminContact } from '~/features/enquiries/api.server';
import { CONTACT_MESSAGE_PREVIEW } from '~/features/enquiries/rules';
import { DEFAULT_PAGE_SIZE, pageWindow } from '~/lib/pagination';
import { preview } from '~/lib/format';
import { parsePage } from '~/lib/pagination';
import { pageTitle } from '~/lib/seo';
import { failureMessage, withStaff } from '~/features/staff/session.server';

/** /admin/contactList — contact submissions, newest first, 10 a page (spec §9 default list size). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  return withStaff({ request, context }, async ({ token }) => {
    try {
      const { contacts, pagination } = await listContacts(token, { page, pageSize: DEFAULT_PAGE_SIZE });
      return { contacts, pagination, page, error: null };
    } catch (error) {
      return {
        contacts: [] as AdminContact[],
        pagination: null,
        page,
        error: failureMessage(error, 'Failed to fetch contact submissions'),
      };
    }
  });
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Contact Submissions') },
  { name: 'robots', content: 'noindex' },
];

const received = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const receivedAt = (value: string | null | undefined) => (value ? `${received.format(new Date(value))} UTC` : '–');

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { contacts, pagination, page, error } = loaderData;
  const [open, setOpen] = useState<AdminContact | null>(null);
  return (
    <>
      <AdminPageHeader
        title="Contact Submissions"
        subtitle={pagination ? `${pagination.total} submissions` : undefined}
      />
      {error ? (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      ) : null}
      <DataTable
        columns={[
          { label: 'Name' },
          { label: 'Email' },
          { label: 'Subject' },
          { label: 'Message' },
          { label: 'Received' },
          { label: 'Actions', hidden: true },
        ]}
      >
        {contacts.length === 0 ? <EmptyRow colSpan={6}>No contact submissions yet.</EmptyRow> : null}
        {contacts.map((contact) => (
          <tr key={contact.documentId}>
            <td className="px-4 py-3 font-medium text-slate-900">{contact.fullName}</td>
            <td className="px-4 py-3">
              <a className="text-brand-700 underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </td>
            <td className="px-4 py-3 text-slate-700">{contact.service || '–'}</td>
            <td className="px-4 py-3 text-slate-700">{preview(contact.message, CONTACT_MESSAGE_PREVIEW)}</td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-700">{receivedAt(contact.createdAt)}</td>
            <td className="px-4 py-3 text-right">
              <button
                type="button"
                onClick={() => setOpen(contact)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                Read<span className="sr-only"> the message of {contact.fullName}</span>
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
      {pagination ? (
        <Pagination
          className="mt-6"
          items={pageWindow(page, pagination.pageCount)}
          page={page}
          pageCount={pagination.pageCount}
          hrefFor={(number) => (number === 1 ? '/admin/contactList' : `/admin/contactList?page=${number}`)}
          label="Submission pages"
        />
      ) : null}

      {open ? (
        <Dialog open onOpenChange={(next) => (next ? undefined : setOpen(null))}>
          <DialogContent title={`Message from ${open.fullName}`} className="max-w-2xl">
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-xs uppercase text-slate-500">Email</dt>
                <dd>{open.email}</dd>
              </div>
              <div>
                <dt className="text-xs uppercase text-slate-500">Subject</dt>
                <dd>{open.service || '–'}</dd>
              </div>
              <div>
                <dt className="text-xs uppercase text-slate-500">Company</dt>
                <dd>{open.company || '–'}</dd>
              </div>
              <div>
                <dt className="text-xs uppercase text-slate-500">Phone</dt>
                <dd>{open.phone || '–'}</dd>
              </div>
              <div>
                <dt className="text-xs uppercase text-slate-500">Received</dt>
                <dd>{receivedAt(open.createdAt)}</dd>
              </div>
            </dl>
            <p className="mt-4 whitespace-pre-wrap rounded-lg bg-slate-50 p-4 text-sm text-slate-800">{open.message}</p>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}
