import { KeyRound } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button, busyButtonProps, buttonClasses } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';

/**
 * The pieces of two-factor sign-in that staff see (docs/022-the-team.md "Two-factor sign-in"): the code field, the
 * recovery-code field, the QR code with its key in text, and the recovery codes shown once. Built for password
 * managers and for people (WCAG 2.2 3.3.8 Accessible Authentication): the code field is `autocomplete="one-time-code"`
 * with a numeric keyboard, nothing to transcribe that could not be pasted, no limit on pasting, spaces allowed.
 */

/** Moves the focus to `ref` when `key` changes (a new answer with an error, a switch to the other field). */
export function useFocusOn(ref: RefObject<HTMLElement | null>, key: unknown) {
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key, ref]);
}

/** The field of an authenticator app's 6-digit code. */
export function CodeField({
  id,
  error,
  inputRef,
  label = 'Authentication code',
  description = 'The 6-digit code your authenticator app shows now.',
  numeric = true,
}: {
  id: string;
  error?: string | null;
  inputRef?: RefObject<HTMLInputElement | null>;
  label?: string;
  description?: string;
  /** False when the field also takes a recovery code (letters): no numeric keyboard then. */
  numeric?: boolean;
}) {
  return (
    <Field id={id} label={label} description={description} error={error}>
      <Input
        ref={inputRef}
        name="code"
        type="text"
        inputMode={numeric ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        spellCheck={false}
      />
    </Field>
  );
}

/** The field of a recovery code (`XXXXX-XXXXX`; case, spaces and hyphens do not matter). */
export function RecoveryCodeField({
  id,
  error,
  inputRef,
}: {
  id: string;
  error?: string | null;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  return (
    <Field
      id={id}
      label="Recovery code"
      description="One of the codes you saved when you turned on two-factor sign-in. Each works once."
      error={error}
    >
      <Input
        ref={inputRef}
        name="recoveryCode"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </Field>
  );
}

/** The QR code to scan and, for typing into an app instead, the key in text. */
export function EnrolmentDetails({ qrCode, secret }: { qrCode: string; secret: string }) {
  return (
    <div className="space-y-3">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-slate-700">
        <li>Open your authenticator app (or your password manager) and add an account.</li>
        <li>Scan this QR code, or enter the key below.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <img
        src={qrCode}
        alt="QR code for your authenticator app"
        width={192}
        height={192}
        className="rounded border border-slate-200 bg-white"
      />
      <p className="text-sm text-slate-700">
        Key for manual entry:{' '}
        <code
          data-testid="two-factor-secret"
          className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm break-all text-slate-900"
        >
          {secret}
        </code>
      </p>
    </div>
  );
}

/** The recovery codes, shown once, with what to do with them. */
export function RecoveryCodes({ codes, children }: { codes: string[]; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, codes.join());
  return (
    <section aria-labelledby="recovery-codes-heading" className="space-y-3">
      <h2 id="recovery-codes-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        Your recovery codes
      </h2>
      <Alert tone="warning">
        Save these codes somewhere safe, such as your password manager. Each one signs you in once if you lose your
        phone. They are shown only now.
      </Alert>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/** The box around the sign-in's code step. */
function StepCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="rounded-full bg-brand-50 p-2 text-brand-700">
            <KeyRound className="size-5" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        </div>
        <div className="mt-4 space-y-4">{children}</div>
      </div>
    </section>
  );
}

/** What the sign-in's code step shows (routes/admin/login-two-factor.tsx). */
export interface TwoFactorStepProps {
  step:
    | { step: 'expired'; message: string }
    | { step: 'done' }
    | { step: 'verify' }
    | { step: 'enrol'; enrolment: { qrCode: string; secret: string } };
  result:
    | { step: 'expired'; message: string }
    | { error: string; field: 'code' | 'recoveryCode' }
    | { recoveryCodes: string[]; redirectTo: string }
    | undefined;
  /** True to ask for a recovery code instead of the app's code (`?with=recovery-code`). */
  recovery: boolean;
}

/**
 * The sign-in's second step: the app's code (or a recovery code), or turning two-factor sign-in on when the CMS
 * requires it, then the recovery codes once. A refused code puts the focus on its field, which its message describes.
 */
export function TwoFactorStep({ step, result, recovery }: TwoFactorStepProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const field = useRef<HTMLInputElement>(null);
  const error = result && 'error' in result ? result : null;
  useFocusOn(field, error ?? `${step.step}:${recovery}`);

  if (result && 'recoveryCodes' in result) {
    return (
      <StepCard title="Two-factor sign-in is on">
        <RecoveryCodes codes={result.recoveryCodes}>
          <Link to={result.redirectTo} className={buttonClasses({ size: 'lg' }, 'w-full')}>
            I have saved these codes
          </Link>
        </RecoveryCodes>
      </StepCard>
    );
  }
  const expired = result && 'step' in result ? result : step.step === 'expired' ? step : null;
  if (expired || step.step === 'done') {
    return (
      <StepCard title="Sign in again">
        <Alert tone="error">{expired?.message ?? 'Please sign in again.'}</Alert>
        <Link to="/admin/login" className={buttonClasses({ size: 'lg' }, 'w-full')}>
          Back to sign in
        </Link>
      </StepCard>
    );
  }
  const enrol = step.step === 'enrol' ? step.enrolment : null;
  const useRecovery = recovery && !enrol;
  return (
    <StepCard title={enrol ? 'Set up two-factor sign-in' : 'Two-factor sign-in'}>
      {enrol ? (
        <>
          <p className="text-sm text-slate-700">Your account needs a second step at sign-in before you can go on.</p>
          <EnrolmentDetails qrCode={enrol.qrCode} secret={enrol.secret} />
        </>
      ) : (
        <p className="text-sm text-slate-700">
          {useRecovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      )}
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value={enrol ? 'enrol' : useRecovery ? 'recovery' : 'code'} />
        {useRecovery ? (
          <RecoveryCodeField id="two-factor-recovery-code" error={error?.error} inputRef={field} />
        ) : (
          <CodeField id="two-factor-code" error={error?.error} inputRef={field} />
        )}
        <Button type="submit" size="lg" className="w-full" {...busyButtonProps(submitting)}>
          {submitting ? 'Checking...' : enrol ? 'Turn on and sign in' : 'Verify'}
        </Button>
      </Form>
      {enrol ? null : (
        <p className="text-sm">
          <Link
            to={useRecovery ? '?' : '?with=recovery-code'}
            replace
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            {useRecovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
          </Link>
        </p>
      )}
      <p className="text-sm">
        <Link to="/admin/login" className="text-slate-700 underline hover:text-slate-900">
          Cancel and sign in again
        </Link>
      </p>
    </StepCard>
  );
}
