import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Eye, EyeOff, LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button, busyButtonProps, TEXT_TARGET } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/cn';
import { isPersonSubmit } from '~/lib/form-submit';
import { loginSchema } from '../schema';

/** The id of the box of the last attempt's messages, which both fields name as their description. */
const STATUS_ID = 'login-status';

/** The password box with its Show/Hide toggle (the type follows `show`). */
function PasswordInput({
  inputProps,
  show,
  onToggle,
}: {
  inputProps: React.InputHTMLAttributes<HTMLInputElement>;
  show: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="relative">
      <Input
        {...inputProps}
        type={show ? 'text' : 'password'}
        required={false}
        autoComplete="current-password"
        className="pe-11"
      />
      <button
        type="button"
        onClick={onToggle}
        aria-pressed={show}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {show ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        <span className="sr-only">{show ? 'Hide password' : 'Show password'}</span>
      </button>
    </div>
  );
}

/**
 * The staff sign-in form (docs/000-product.md §5 "Admin login"): Email or Username, the password with a Show/Hide
 * button, the messages of the last attempt above the fields, named by both fields as their description. Checked in the
 * browser with the same schema as the action (Conform then focuses the first empty field). A refusal of the server puts
 * the focus on its message, whether the form was sent with the button or with Enter; the button stays focusable while
 * sending (aria-disabled: a disabled button dropped the focus to <body>; docs/018-forms-and-focus.md).
 */
export function LoginForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [identifierType, setIdentifierType] = useState<'email' | 'username'>('email');
  const [showPassword, setShowPassword] = useState(false);

  const [form, fields] = useForm({
    id: 'admin-login',
    lastResult,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const messages = [...new Set(Object.values(form.allErrors).flat())];
  const status = useRef<HTMLDivElement>(null);
  const answered = useRef<typeof lastResult>(undefined);
  const messageText = messages.join(' ');
  // Conform shows a new answer's messages a render after it arrives: the focus moves once they are there, once per answer.
  useEffect(() => {
    if (!lastResult || lastResult === answered.current || !messageText) return;
    answered.current = lastResult;
    status.current?.focus();
  }, [lastResult, messageText]);
  const describedBy = messages.length > 0 ? STATUS_ID : undefined;
  const formProps = getFormProps(form);

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="rounded-full bg-brand-50 p-2 text-brand-700">
            <LockKeyhole className="size-5" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">Admin login</h1>
        </div>
        <p className="mt-2 text-sm text-slate-600">Sign in with your staff account.</p>

        <Form
          method="post"
          {...formProps}
          onSubmit={(event) => {
            // Sent already (with the button or Enter): a second sending would only count as another attempt.
            if (submitting && isPersonSubmit(event)) event.preventDefault();
            else formProps.onSubmit(event);
          }}
          noValidate
          className="mt-6 space-y-4"
        >
          <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
          <input type="hidden" name="identifierType" value={identifierType} />
          {messages.length > 0 ? (
            <Alert
              tone="error"
              id={STATUS_ID}
              ref={status}
              tabIndex={-1}
              className="focus:outline-2 focus:outline-red-700"
            >
              {messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </Alert>
          ) : null}

          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Sign in with</legend>
            <div className="mt-1 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1" role="group">
              {(['email', 'username'] as const).map((type) => (
                <button
                  key={type}
                  type="button"
                  aria-pressed={identifierType === type}
                  onClick={() => setIdentifierType(type)}
                  // The chosen one by more than a faint background: a brand border (3:1 and more against the track,
                  // WCAG 1.4.11) and bold text, besides aria-pressed.
                  className={`rounded-md border-2 px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${identifierType === type ? 'border-brand-700 bg-white font-bold text-brand-800 shadow-sm' : 'border-transparent font-medium text-slate-700 hover:text-slate-900'}`}
                >
                  {type === 'email' ? 'Email' : 'Username'}
                </button>
              ))}
            </div>
          </fieldset>

          <Field id={fields.identifier.id} label={identifierType === 'email' ? 'Email' : 'Username'}>
            <Input
              {...getInputProps(fields.identifier, { type: identifierType === 'email' ? 'email' : 'text' })}
              aria-describedby={describedBy}
              required={false}
              autoComplete={identifierType === 'email' ? 'email' : 'username'}
            />
          </Field>
          <Field id={fields.password.id} label="Password">
            <PasswordInput
              inputProps={{ ...getInputProps(fields.password, { type: 'password' }), 'aria-describedby': describedBy }}
              show={showPassword}
              onToggle={() => setShowPassword((shown) => !shown)}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" {...busyButtonProps(submitting)}>
            {submitting ? 'Signing In...' : 'Sign In'}
          </Button>
        </Form>
        {/* docs/022-the-team.md "Password reset and change" */}
        <p className="mt-4 text-sm">
          <Link
            to="/admin/forgot-password"
            className={cn(TEXT_TARGET, 'font-medium text-brand-700 underline hover:text-brand-900')}
          >
            Forgot password?
          </Link>
        </p>
      </div>
    </section>
  );
}
