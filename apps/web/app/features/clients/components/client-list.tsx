import { CLIENT_TEXT_LIMITS } from '@agency/contract';
import { Search } from 'lucide-react';
import { useRef } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { AdminList, type AdminColumn } from '~/components/admin/admin-list';
import { AnswerMessage, useFocusInvalid } from '~/components/admin/answer-message';
import { busyButtonProps, buttonClasses, MIN_TARGET } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import type { ListedClient } from '../api.server';
import type { ClientAnswer } from '../clients.server';
import { CLIENT_QUERY_MAX, CLIENTS_PATH, clientPath } from '../rules';

const COLUMNS: AdminColumn<ListedClient>[] = [
  {
    label: 'Name',
    className: 'px-4 py-3 font-medium text-slate-900',
    cell: (client) => (
      <Link className={`${MIN_TARGET} text-brand-700 underline`} to={clientPath(client.documentId)}>
        {client.name}
      </Link>
    ),
  },
  { label: 'Jobs', cell: (client) => client.jobs },
  { label: 'Open jobs', cell: (client) => client.openJobs },
  { label: 'Contacts', cell: (client) => client.contacts },
];

/**
 * /admin/clients (docs/024-employers.md "Clients"): the clients by name with their counts of jobs, open jobs and
 * contacts, a search by name (a GET form: the search is in the address), and a form to add a client, which opens the
 * new client's page; a refused name keeps what was typed and takes the focus with its message.
 */
export function ClientList({
  q,
  page,
  clients,
  pagination,
  error,
}: {
  q: string;
  page: number;
  clients: ListedClient[];
  pagination: { pageCount: number; total: number } | null;
  error: string | null;
}) {
  const search = new URLSearchParams(q ? { q } : {});
  const answer = useActionData<ClientAnswer>();
  const navigation = useNavigation();
  const adding = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create';
  const refusal = answer?.intent === 'create' && !answer.ok ? answer : null;
  const addForm = useRef<HTMLFormElement>(null);
  useFocusInvalid(addForm, refusal);
  const toolbar = (
    <Form method="get" role="search" aria-label="Clients" className="flex flex-wrap items-end gap-3">
      <Field id="client-search" label="Search by name">
        <Input name="q" type="search" defaultValue={q} maxLength={CLIENT_QUERY_MAX} className="w-64" />
      </Field>
      <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' }, 'mb-0.5')}>
        <Search aria-hidden="true" className="size-4" /> Search
      </button>
    </Form>
  );
  return (
    <AdminList
      title="Clients"
      subtitle={pagination ? `${pagination.total} clients` : undefined}
      toolbar={toolbar}
      path={CLIENTS_PATH}
      search={search}
      error={error}
      items={clients}
      columns={COLUMNS}
      empty={q ? 'No client has that in its name.' : 'No clients yet.'}
      pagination={pagination}
      page={page}
      pagesLabel="Client pages"
    >
      <section aria-labelledby="add-client" className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="add-client" className="text-lg font-semibold text-slate-900">
          Add a client
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          A job saved with a company joins that company’s client, made for it if needed.
        </p>
        <Form ref={addForm} method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="create" />
          <Field id="client-name" label="Name" required error={refusal?.fieldErrors?.name?.[0]}>
            <Input
              name="name"
              required
              maxLength={CLIENT_TEXT_LIMITS.name}
              defaultValue={refusal?.values?.name}
              autoFocus={Boolean(refusal?.fieldErrors?.name)}
              className="w-72"
            />
          </Field>
          <Field id="client-website" label="Website" error={refusal?.fieldErrors?.website?.[0]}>
            <Input
              name="website"
              type="url"
              maxLength={CLIENT_TEXT_LIMITS.website}
              placeholder="https://"
              defaultValue={refusal?.values?.website}
              autoFocus={!refusal?.fieldErrors?.name && Boolean(refusal?.fieldErrors?.website)}
              className="w-72"
            />
          </Field>
          <button type="submit" {...busyButtonProps(adding)} className={buttonClasses({ size: 'sm' }, 'mb-0.5')}>
            Add client
          </button>
        </Form>
        <AnswerMessage answer={refusal && !refusal.fieldErrors ? refusal : null} />
      </section>
    </AdminList>
  );
}
