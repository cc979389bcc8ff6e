import { CLIENT_TEXT_LIMITS, hiringRequestStatusFrom, TEXT_LIMITS } from '@agency/contract';
import { useRef, useState, type ReactNode } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { AnswerMessage, useFocusInvalid } from '~/components/admin/answer-message';
import { LocalDate } from '~/components/admin/local-date';
import { AdminPageHeader } from '~/components/admin/page-header';
import { busyButtonProps, buttonClasses, MIN_TARGET } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { HiringRequestStatusBadge, hiringRequestPath } from '~/features/hiring-requests';
import { ClientTermsForm } from '~/features/placements';
import type { ClientContact, ClientDetail } from '../api.server';
import type { ClientAnswer, ClientIntent } from '../clients.server';
import { CLIENTS_PATH } from '../rules';

const SECTION = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const HEADING = 'text-lg font-semibold text-slate-900';

/** The page's answer when it is the one of the form `intent` (of the contact `target` for a contact's form). */
function useAnswerOf(intent: ClientIntent, target?: string): ClientAnswer | null {
  const answer = useActionData<ClientAnswer>();
  return answer?.intent === intent && answer.target === target ? answer : null;
}

/** Whether the form `intent` (of the contact `target`) is on its way. */
function useSending(intent: ClientIntent, target?: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    (target === undefined || navigation.formData?.get('documentId') === target)
  );
}

/** A text field of a client's forms: a refused form shows what was sent and the field's message. */
function TextField({
  id,
  name,
  label,
  answer,
  value,
  required = false,
  type = 'text',
  maxLength,
}: {
  id: string;
  name: string;
  label: string;
  answer: ClientAnswer | null;
  value?: string | null;
  required?: boolean;
  type?: string;
  maxLength: number;
}) {
  const error = answer && !answer.ok ? answer.fieldErrors?.[name]?.[0] : undefined;
  const firstInvalid = answer?.fieldErrors ? Object.keys(answer.fieldErrors)[0] === name : false;
  return (
    <Field id={id} label={label} required={required} error={error}>
      <Input
        name={name}
        type={type}
        required={required}
        maxLength={maxLength}
        defaultValue={answer && !answer.ok ? (answer.values?.[name] ?? '') : (value ?? '')}
        autoFocus={firstInvalid}
      />
    </Field>
  );
}

/** A form of the page with its answer: the first invalid field or the message takes the focus. */
function ClientForm({
  intent,
  target,
  submit,
  children,
  className = 'mt-3 grid gap-4 sm:grid-cols-2',
}: {
  intent: ClientIntent;
  target?: string;
  submit: string;
  children: ReactNode;
  className?: string;
}) {
  const answer = useAnswerOf(intent, target);
  const sending = useSending(intent, target);
  const form = useRef<HTMLFormElement>(null);
  useFocusInvalid(form, answer);
  // A saved form starts again from what is stored (a new key after each success): an added contact's fields are empty.
  const [saves, setSaves] = useState(0);
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.ok) setSaves(saves + 1);
  }
  return (
    <>
      <Form ref={form} method="post" className={className} key={saves}>
        <input type="hidden" name="intent" value={intent} />
        {target ? <input type="hidden" name="documentId" value={target} /> : null}
        {children}
        <div className="sm:col-span-2">
          <button type="submit" {...busyButtonProps(sending)} className={buttonClasses({ size: 'sm' })}>
            {submit}
          </button>
        </div>
      </Form>
      <AnswerMessage answer={answer && (answer.ok || !answer.fieldErrors) ? answer : null} />
    </>
  );
}

/** The fields of a contact (add and change). */
function ContactFields({
  prefix,
  contact,
  answer,
}: {
  prefix: string;
  contact?: ClientContact;
  answer: ClientAnswer | null;
}) {
  return (
    <>
      <TextField
        id={`${prefix}-name`}
        name="fullName"
        label="Name"
        required
        value={contact?.fullName}
        answer={answer}
        maxLength={TEXT_LIMITS.fullName}
      />
      <TextField
        id={`${prefix}-email`}
        name="email"
        label="E-mail"
        type="email"
        required
        value={contact?.email}
        answer={answer}
        maxLength={TEXT_LIMITS.email}
      />
      <TextField
        id={`${prefix}-phone`}
        name="phone"
        label="Phone"
        type="tel"
        value={contact?.phone}
        answer={answer}
        maxLength={TEXT_LIMITS.phone}
      />
      <TextField
        id={`${prefix}-role`}
        name="role"
        label="Role"
        value={contact?.role}
        answer={answer}
        maxLength={CLIENT_TEXT_LIMITS.role}
      />
    </>
  );
}

/** One contact: its details, a disclosure with the form to change them, and Remove. */
function ContactItem({ contact }: { contact: ClientContact }) {
  const answer = useAnswerOf('update-contact', contact.documentId);
  const removing = useSending('remove-contact', contact.documentId);
  return (
    <li className="py-3">
      <p className="font-medium text-slate-900">{contact.fullName}</p>
      <p className="text-sm text-slate-700">
        {[contact.role, contact.email, contact.phone].filter(Boolean).join(' · ')}
      </p>
      <details className="mt-2" open={Boolean(answer && !answer.ok)}>
        <summary className={`${MIN_TARGET} cursor-pointer text-sm font-medium text-brand-700`}>
          Change<span className="sr-only"> {contact.fullName}</span>
        </summary>
        <ClientForm intent="update-contact" target={contact.documentId} submit="Save contact">
          <ContactFields prefix={`contact-${contact.documentId}`} contact={contact} answer={answer} />
        </ClientForm>
      </details>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="remove-contact" />
        <input type="hidden" name="documentId" value={contact.documentId} />
        <button
          type="submit"
          {...busyButtonProps(removing)}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          Remove<span className="sr-only"> {contact.fullName}</span>
        </button>
      </Form>
    </li>
  );
}

/**
 * One client (docs/024-employers.md "Clients"): its name and website (saving a new name renames its jobs' company),
 * its contacts (add, change, remove), its hiring requests and its jobs with their counts of applications, submissions
 * and hires.
 * Plain forms: they work without JavaScript; an answer takes the focus (`AnswerMessage`), a refused form keeps what was
 * typed and its first invalid field takes the focus.
 */
export function ClientPage({ client, manages = false }: { client: ClientDetail; manages?: boolean }) {
  const renamed = useAnswerOf('rename');
  const added = useAnswerOf('add-contact');
  const removed = useAnswerOf('remove-contact');
  return (
    <div className="space-y-6">
      <AdminPageHeader title={client.name} subtitle={client.website ?? undefined}>
        <Link to={CLIENTS_PATH} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          All clients
        </Link>
      </AdminPageHeader>

      <section aria-labelledby="client-company" className={SECTION}>
        <h2 id="client-company" className={HEADING}>
          Company
        </h2>
        <ClientForm intent="rename" submit="Save company">
          <TextField
            id="client-name"
            name="name"
            label="Name"
            required
            value={client.name}
            answer={renamed}
            maxLength={CLIENT_TEXT_LIMITS.name}
          />
          <TextField
            id="client-website"
            name="website"
            label="Website"
            type="url"
            value={client.website}
            answer={renamed}
            maxLength={CLIENT_TEXT_LIMITS.website}
          />
        </ClientForm>
      </section>

      <ClientTermsForm terms={client.terms} manages={manages} />

      <section aria-labelledby="client-contacts" className={SECTION}>
        <h2 id="client-contacts" className={HEADING}>
          Contacts
        </h2>
        {client.contacts.length > 0 ? (
          <ul aria-label="Contacts" className="mt-2 divide-y divide-slate-200">
            {client.contacts.map((contact) => (
              <ContactItem key={contact.documentId} contact={contact} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No contacts yet.</p>
        )}
        <AnswerMessage answer={removed} />
        <h3 className="mt-6 text-base font-semibold text-slate-900">Add a contact</h3>
        <ClientForm intent="add-contact" submit="Add contact">
          <ContactFields prefix="new-contact" answer={added} />
        </ClientForm>
      </section>

      <section aria-labelledby="client-requests" className={SECTION}>
        <h2 id="client-requests" className={HEADING}>
          Hiring requests
        </h2>
        {client.hiringRequests.length > 0 ? (
          <ul className="mt-2 divide-y divide-slate-200">
            {client.hiringRequests.map((request) => (
              <li key={request.documentId} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                <Link className={`${MIN_TARGET} text-brand-700 underline`} to={hiringRequestPath(request.documentId)}>
                  {request.roleTitle}
                </Link>
                <HiringRequestStatusBadge status={hiringRequestStatusFrom(request.status) ?? 'new'} />
                <LocalDate value={request.createdAt} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No hiring requests from this company.</p>
        )}
      </section>

      <section aria-labelledby="client-jobs" className={SECTION}>
        <h2 id="client-jobs" className={HEADING}>
          Jobs
        </h2>
        {client.jobs.length > 0 ? (
          <table className="mt-3 w-full text-start text-sm">
            <thead className="text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="py-2 pe-4">
                  Title
                </th>
                <th scope="col" className="py-2 pe-4">
                  Status
                </th>
                <th scope="col" className="py-2 pe-4">
                  Applications
                </th>
                <th scope="col" className="py-2 pe-4">
                  Submissions
                </th>
                <th scope="col" className="py-2">
                  Hires
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {client.jobs.map((job) => (
                <tr key={job.documentId}>
                  <td className="py-2 pe-4 font-medium text-slate-900">{job.title}</td>
                  <td className="py-2 pe-4">{job.status}</td>
                  <td className="py-2 pe-4">{job.applications}</td>
                  <td className="py-2 pe-4">{job.submissions}</td>
                  <td className="py-2">{job.hires}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No jobs for this client yet.</p>
        )}
      </section>
    </div>
  );
}
