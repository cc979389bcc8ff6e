import {
  getFormProps,
  getInputProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import {
  FORGOT_PASSWORD_ANSWER,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  STAFF_PASSWORD_MIN_LENGTH,
} from '@agency/contract';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button, busyButtonProps, buttonClasses, TEXT_TARGET } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/cn';
import { isPersonSubmit } from '~/lib/form-submit';
import {
  changePasswordFormSchema,
  forgotPasswordFormSchema,
  parseChangePassword,
  parseForgotPassword,
  parseResetPassword,
  resetPasswordFormSchema,
} from '../password-schema';

/**
 * The staff password forms (docs/022-the-team.md "Password reset and change"): "Forgot password?", the e-mailed
 * link's new password, and "Change password". Each posts to its page's action with a plain `<Form>`, so that it works
 * without JavaScript; with it, Conform checks what the browser may check (the address's shape, the length, the two new
 * passwords alike) before sending. Focus (docs/018-forms-and-focus.md): a refused check or answer puts the focus on the
 * form's message when there is one (a link that does not work, a limit), else on the first field with an error, whose
 * reason is shown under it; a success puts it on the success message. Typing never moves it. Without JavaScript the
 * same element has `autofocus` in the page the answer came with.
 */

/** What a password page's action gave its form (see password.server.ts). */
export interface PasswordFormAnswer {
  result: SubmissionResult<string[]>;
  done: boolean;
}

const HINT = `At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess; no symbols needed.`;

/**
 * Where the focus goes after an answer (see above): `status` (the message box) when `done` or when the answer has a
 * form message, else the form's first field marked invalid. Runs once per answer, once Conform shows it. Returns
 * whether the focus target should carry `autoFocus` (an answer the page was rendered with: no JavaScript).
 */
function useAnswerFocus(
  formId: string,
  answer: PasswordFormAnswer | undefined,
  shown: string,
  status: RefObject<HTMLDivElement | null>,
): boolean {
  const [initial] = useState(answer);
  const handled = useRef(answer);
  useEffect(() => {
    if (!answer || answer === handled.current || (!answer.done && !shown)) return;
    handled.current = answer;
    const firstInvalid = document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`);
    const hasMessage = answer.done || Boolean(answer.result.error?.['']?.length);
    (hasMessage ? status.current : (firstInvalid ?? status.current))?.focus();
  }, [answer, shown, formId, status]);
  return answer !== undefined && answer === initial;
}

/** The sending state of the page's form (a POST under way). */
function useSending(): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formMethod === 'POST';
}

/** The message box above a form: the form's messages (error) or the success text; focusable, named by the form. */
/** A refusal's messages, one paragraph each. */
function Messages({ messages }: { messages: string[] }) {
  return messages.map((message) => <p key={message}>{message}</p>);
}

/**
 * A password page's form: a plain `<Form>` posted to the page's action (so it works without JavaScript), Conform's
 * props, and a second submit by the person while one is on its way dropped.
 */
function PasswordForm<Schema extends Record<string, unknown>>({
  form,
  sending,
  className,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  sending: boolean;
  className: string;
  children: ReactNode;
}) {
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        if (sending && isPersonSubmit(event)) event.preventDefault();
        else formProps.onSubmit(event);
      }}
      noValidate
      className={className}
    >
      {children}
    </Form>
  );
}

function StatusBox({
  id,
  status,
  tone,
  autoFocus,
  children,
}: {
  id: string;
  status: RefObject<HTMLDivElement | null>;
  tone: 'error' | 'success';
  autoFocus: boolean;
  children: ReactNode;
}) {
  return (
    <Alert
      tone={tone}
      id={id}
      ref={status}
      tabIndex={-1}
      autoFocus={autoFocus}
      className={tone === 'error' ? 'focus:outline-2 focus:outline-red-700' : 'focus:outline-2 focus:outline-green-700'}
    >
      {children}
    </Alert>
  );
}

/** A password box of a field: its own autocomplete word (`new-password` or `current-password`). */
function PasswordInput({
  inputProps,
  autoComplete,
  autoFocus,
}: {
  inputProps: ReturnType<typeof getInputProps>;
  autoComplete: 'new-password' | 'current-password';
  autoFocus: boolean;
}) {
  return <Input {...inputProps} type="password" required={false} autoComplete={autoComplete} autoFocus={autoFocus} />;
}

/** The card of the signed-out password pages (as the login page's). */
export function PasswordCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-2 text-sm text-slate-600">{intro}</div>
        {children}
      </div>
    </section>
  );
}

/** A link on its own line, at least 24 px high (WCAG 2.2 2.5.8, docs/018-forms-and-focus.md). */
const linkClasses = cn(TEXT_TARGET, 'font-medium text-brand-700 underline hover:text-brand-900');

/** /admin/forgot-password: the e-mail address; the same answer whatever it is. */
export function ForgotPasswordForm({ answer }: { answer: PasswordFormAnswer | undefined }) {
  const sending = useSending();
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: answer?.result,
    constraint: getZodConstraint(forgotPasswordFormSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForgotPassword(formData),
  });
  const status = useRef<HTMLDivElement>(null);
  const messages = form.errors ?? [];
  const fromPage = useAnswerFocus(form.id, answer, [...messages, ...(fields.email.errors ?? [])].join(' '), status);
  return (
    <PasswordCard
      title="Forgot password"
      intro="Enter the email address of your staff account. If it has one, we email it a link to set a new password."
    >
      <PasswordForm form={form} sending={sending} className="mt-6 space-y-4">
        {answer?.done ? (
          <StatusBox id="forgot-password-status" status={status} tone="success" autoFocus={fromPage}>
            {FORGOT_PASSWORD_ANSWER}
          </StatusBox>
        ) : messages.length > 0 ? (
          <StatusBox id="forgot-password-status" status={status} tone="error" autoFocus={fromPage}>
            <Messages messages={messages} />
          </StatusBox>
        ) : null}
        <Field id={fields.email.id} errorId={fields.email.errorId} error={fields.email.errors?.[0]} label="Email">
          <Input
            {...getInputProps(fields.email, { type: 'email' })}
            required={false}
            autoComplete="email"
            autoFocus={fromPage && !answer?.done && messages.length === 0 && Boolean(fields.email.errors)}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" {...busyButtonProps(sending)}>
          {sending ? 'Sending...' : 'Email me a link'}
        </Button>
      </PasswordForm>
      <p className="mt-6 text-sm">
        <Link to="/admin/login" className={linkClasses}>
          Back to sign in
        </Link>
      </p>
    </PasswordCard>
  );
}

/** The link does not work (its shape already says so, or the CMS said so): what to do next. */
export function InvalidResetLink({ message }: { message: string }) {
  return (
    <PasswordCard title="Set a new password" intro="">
      <Alert tone="error" className="mt-4">
        {message}
      </Alert>
      <p className="mt-6 text-sm">
        <Link to="/admin/forgot-password" className={linkClasses}>
          Ask for a new link
        </Link>
      </p>
    </PasswordCard>
  );
}

/**
 * /admin/reset-password?token=…: the new password twice. On success the form gives way to the message and a link to
 * the sign-in page (every session of the person has ended; they sign in with the new password).
 */
export function ResetPasswordForm({ token, answer }: { token: string; answer: PasswordFormAnswer | undefined }) {
  const sending = useSending();
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: answer?.result,
    constraint: getZodConstraint(resetPasswordFormSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseResetPassword(formData),
  });
  const status = useRef<HTMLDivElement>(null);
  const messages = form.errors ?? [];
  const fieldMessages = [...(fields.password.errors ?? []), ...(fields.confirm.errors ?? [])];
  const fromPage = useAnswerFocus(form.id, answer, [...messages, ...fieldMessages].join(' '), status);
  const firstInvalid = fields.password.errors ? 'password' : fields.confirm.errors ? 'confirm' : null;
  const focusField = fromPage && messages.length === 0 ? firstInvalid : null;

  if (answer?.done) {
    return (
      <PasswordCard title="Password changed" intro="">
        <div className="mt-4">
          <StatusBox id="reset-password-status" status={status} tone="success" autoFocus={fromPage}>
            {PASSWORD_RESET_DONE_MESSAGE}
          </StatusBox>
        </div>
        <Link to="/admin/login" className={buttonClasses({ size: 'lg' }, 'mt-6 w-full')}>
          Sign in
        </Link>
      </PasswordCard>
    );
  }
  return (
    <PasswordCard title="Set a new password" intro="Choose the new password of your staff account.">
      <PasswordForm form={form} sending={sending} className="mt-6 space-y-4">
        {messages.length > 0 ? (
          <StatusBox id="reset-password-status" status={status} tone="error" autoFocus={fromPage}>
            <Messages messages={messages} />
            <p className="mt-2">
              <Link to="/admin/forgot-password" className={cn(TEXT_TARGET, 'font-medium underline')}>
                Ask for a new link
              </Link>
            </p>
          </StatusBox>
        ) : null}
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields password={fields.password} confirm={fields.confirm} focusField={focusField} />
        <Button type="submit" size="lg" className="w-full" {...busyButtonProps(sending)}>
          {sending ? 'Saving...' : 'Set new password'}
        </Button>
      </PasswordForm>
    </PasswordCard>
  );
}

/** /admin/account/password (inside the back-office): the current password, the new one twice. */
export function ChangePasswordForm({ answer }: { answer: PasswordFormAnswer | undefined }) {
  const sending = useSending();
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult: answer?.result,
    constraint: getZodConstraint(changePasswordFormSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseChangePassword(formData),
  });
  const status = useRef<HTMLDivElement>(null);
  const messages = form.errors ?? [];
  const order = ['currentPassword', 'password', 'confirm'] as const;
  const fieldMessages = order.flatMap((name) => fields[name].errors ?? []);
  const fromPage = useAnswerFocus(form.id, answer, [...messages, ...fieldMessages].join(' '), status);
  const firstInvalid = order.find((name) => fields[name].errors) ?? null;
  const focusField = fromPage && messages.length === 0 && !answer?.done ? firstInvalid : null;

  return (
    <PasswordForm
      form={form}
      sending={sending}
      className="max-w-md space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {answer?.done ? (
        <StatusBox id="change-password-status" status={status} tone="success" autoFocus={fromPage}>
          {PASSWORD_CHANGED_MESSAGE}
        </StatusBox>
      ) : messages.length > 0 ? (
        <StatusBox id="change-password-status" status={status} tone="error" autoFocus={fromPage}>
          <Messages messages={messages} />
        </StatusBox>
      ) : null}
      <Field
        id={fields.currentPassword.id}
        errorId={fields.currentPassword.errorId}
        error={fields.currentPassword.errors?.[0]}
        label="Current password"
      >
        <PasswordInput
          inputProps={getInputProps(fields.currentPassword, { type: 'password' })}
          autoComplete="current-password"
          autoFocus={focusField === 'currentPassword'}
        />
      </Field>
      <NewPasswordFields password={fields.password} confirm={fields.confirm} focusField={focusField} />
      <Button type="submit" {...busyButtonProps(sending)}>
        {sending ? 'Saving...' : 'Change password'}
      </Button>
    </PasswordForm>
  );
}

/**
 * The new password and its confirmation, as the reset and the change forms ask for them: the rule's hint under the
 * first, `autocomplete="new-password"` on both (password managers offer a strong one), the focus on `focusField`.
 */
function NewPasswordFields({
  password,
  confirm,
  focusField,
}: {
  password: FieldMetadata<string>;
  confirm: FieldMetadata<string>;
  focusField: string | null;
}) {
  return (
    <>
      <Field
        id={password.id}
        errorId={password.errorId}
        error={password.errors?.[0]}
        label="New password"
        description={HINT}
        descriptionId={`${password.id}-hint`}
      >
        <PasswordInput
          inputProps={{
            ...getInputProps(password, { type: 'password' }),
            'aria-describedby': [`${password.id}-hint`, password.errors ? password.errorId : '']
              .filter(Boolean)
              .join(' '),
          }}
          autoComplete="new-password"
          autoFocus={focusField === 'password'}
        />
      </Field>
      <Field id={confirm.id} errorId={confirm.errorId} error={confirm.errors?.[0]} label="New password again">
        <PasswordInput
          inputProps={getInputProps(confirm, { type: 'password' })}
          autoComplete="new-password"
          autoFocus={focusField === 'confirm'}
        />
      </Field>
    </>
  );
}
