import { STAFF_ROLE_NAMES, STAFF_USERNAME_PATTERN } from '@agency/contract';
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses, busyButtonProps } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import type { InvitationView } from '../invitation.server';
import { acceptSchema, PASSWORD_HINT, parseAccept } from '../schema';

const HEADING = 'rounded-sm text-3xl font-bold tracking-tight text-slate-900 focus:outline-none';

/** A link that cannot be used, whatever the reason (the CMS does not say which): what to do instead. */
function Unusable() {
  return (
    <>
      <h1 className={HEADING}>This invitation link cannot be used</h1>
      <Alert tone="warning" className="mt-4">
        It has expired, was used already, was revoked, or is not complete. Nothing has changed. Ask the Admin who
        invited you for a new invitation.
      </Alert>
      <Link to="/admin/login" className={buttonClasses({ variant: 'outline' }, 'mt-8')}>
        Go to the staff sign-in
      </Link>
    </>
  );
}

/**
 * The form of a usable link: the address and role it was sent for, then the invitee's name, an optional username and
 * a password (the contract's rules, checked in the browser and by the action; the CMS's strength check answers with
 * its reason on the password). A refusal of the server puts the focus on its messages.
 */
function AcceptForm({
  view,
  lastResult,
}: {
  view: Extract<InvitationView, { state: 'open' }>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [form, fields] = useForm({
    id: 'invitation-accept',
    lastResult,
    constraint: getZodConstraint(acceptSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseAccept(formData),
  });
  const status = useRef<HTMLDivElement>(null);
  const answered = useRef<typeof lastResult>(undefined);
  const formMessage = form.errors?.[0];
  useEffect(() => {
    if (!lastResult || lastResult === answered.current || !formMessage) return;
    answered.current = lastResult;
    status.current?.focus();
  }, [lastResult, formMessage]);
  return (
    <>
      <h1 className={HEADING}>Join the team</h1>
      <p className="mt-3 text-slate-700">
        You are invited as <strong className="font-semibold">{STAFF_ROLE_NAMES[view.role]}</strong> with the address{' '}
        <strong className="font-semibold break-all">{view.email}</strong>. Choose your name and a password to sign in.
      </p>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
        <div ref={status} tabIndex={-1} id={form.errorId} className="focus:outline-none">
          {formMessage ? <Alert tone="error">{formMessage}</Alert> : null}
        </div>
        <input type="hidden" name="token" value={view.token} />
        <Field
          id={fields.fullName.id}
          label="Your name"
          error={fields.fullName.errors?.[0]}
          errorId={fields.fullName.errorId}
        >
          <Input {...getInputProps(fields.fullName, { type: 'text' })} required={false} autoComplete="name" />
        </Field>
        <Field
          id={fields.username.id}
          label="Username (optional)"
          description="To sign in with instead of your e-mail address; without one, we make one from your address."
          error={fields.username.errors?.[0]}
          errorId={fields.username.errorId}
        >
          <Input
            {...getInputProps(fields.username, { type: 'text' })}
            pattern={STAFF_USERNAME_PATTERN.source}
            autoComplete="username"
          />
        </Field>
        <Field
          id={fields.password.id}
          label="Password"
          description={PASSWORD_HINT}
          error={fields.password.errors?.[0]}
          errorId={fields.password.errorId}
        >
          <Input
            {...getInputProps(fields.password, { type: 'password' })}
            required={false}
            autoComplete="new-password"
          />
        </Field>
        <Button type="submit" {...busyButtonProps(submitting)}>
          {submitting ? 'Joining...' : 'Join and sign in'}
        </Button>
      </Form>
    </>
  );
}

/**
 * /admin/invitation?token=… (docs/022-the-team.md "Team page and invitations"): the invitee sets a name and password
 * and is signed in; a link that cannot be used, or stopped working while the form was open, gets a page that says so.
 */
export function InvitationPage({
  view,
  answer,
}: {
  view: InvitationView;
  answer: { unusable: boolean; result: SubmissionResult<string[]> } | undefined;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      {view.state === 'failed' ? (
        <>
          <h1 className={HEADING}>The invitation could not be opened</h1>
          <Alert tone="error" className="mt-4">
            {view.message}
          </Alert>
        </>
      ) : view.state === 'unusable' || answer?.unusable ? (
        <Unusable />
      ) : (
        <AcceptForm view={view} lastResult={answer?.result} />
      )}
    </section>
  );
}
