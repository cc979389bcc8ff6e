import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Alert } from '~/components/ui/alert';
import { Button, busyButtonProps, buttonClasses } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { CodeField, EnrolmentDetails, RecoveryCodes, useFocusOn } from './two-factor';

/** The account page's data (features/staff/two-factor.server.ts `TwoFactorStatus`, `AccountTwoFactorResult`). */
interface Props {
  status: { enabled: boolean; enabledAt: string | null; required: boolean; recoveryCodesLeft: number };
  result:
    | { intent: 'start' | 'confirm'; enrolment: { qrCode: string; secret: string }; error?: string }
    | { intent: 'confirm' | 'regenerate'; recoveryCodes: string[] }
    | { intent: 'regenerate' | 'disable'; error: string }
    | { intent: 'disable'; disabled: true }
    | undefined;
}

const ACCOUNT_PATH = '/admin/account/two-factor';

/**
 * A staff member's own two-factor sign-in (docs/022-the-team.md "Two-factor sign-in"): its state; turning it on (QR
 * code and key, first code, then the recovery codes once); new recovery codes; turning it off with the password and a
 * code, unless the role requires it. A refused code or password puts the focus on its field.
 */
export function AccountTwoFactor({ status, result }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const field = useRef<HTMLInputElement>(null);
  const error = result && 'error' in result ? result.error : undefined;
  useFocusOn(field, result && 'enrolment' in result ? result : error);

  if (result && 'recoveryCodes' in result) {
    return (
      <div className="max-w-2xl">
        <AdminPageHeader title="Two-factor sign-in" />
        <RecoveryCodes codes={result.recoveryCodes}>
          <Link to={ACCOUNT_PATH} className={buttonClasses()}>
            I have saved these codes
          </Link>
        </RecoveryCodes>
      </div>
    );
  }

  const enrolment = result && 'enrolment' in result ? result.enrolment : null;
  return (
    <div className="max-w-2xl space-y-6">
      <AdminPageHeader
        title="Two-factor sign-in"
        subtitle="A code from an authenticator app after your password keeps your account safe if your password leaks."
      />
      {result && 'disabled' in result ? <Alert tone="success">Two-factor sign-in is off.</Alert> : null}
      <section aria-labelledby="two-factor-state" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="two-factor-state" className="text-lg font-semibold text-slate-900">
          {status.enabled ? 'Two-factor sign-in is on' : 'Two-factor sign-in is off'}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {status.enabled
            ? `Turned on ${status.enabledAt?.slice(0, 10) ?? ''}. Recovery codes left: ${status.recoveryCodesLeft}.`
            : status.required
              ? 'Your role must use it: you will be asked to turn it on at your next sign-in.'
              : 'Sign-in asks for your password only.'}
        </p>
        {status.required && status.enabled ? (
          <p className="mt-1 text-sm text-slate-700">Your role must use it, so it cannot be turned off.</p>
        ) : null}
        {!status.enabled && !enrolment ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="start" />
            <Button type="submit" {...busyButtonProps(busy)}>
              Turn on two-factor sign-in
            </Button>
          </Form>
        ) : null}
        {enrolment ? (
          <Form method="post" noValidate className="mt-4 space-y-4">
            <EnrolmentDetails qrCode={enrolment.qrCode} secret={enrolment.secret} />
            <input type="hidden" name="intent" value="confirm" />
            <CodeField id="two-factor-confirm-code" error={error} inputRef={field} />
            <Button type="submit" {...busyButtonProps(busy)}>
              Turn on
            </Button>
          </Form>
        ) : null}
      </section>

      {status.enabled ? (
        <section aria-labelledby="two-factor-renew" className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="two-factor-renew" className="text-lg font-semibold text-slate-900">
            New recovery codes
          </h2>
          <p className="mt-1 text-sm text-slate-700">Your old recovery codes stop working.</p>
          <Form method="post" noValidate className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="regenerate" />
            <CodeField
              id="two-factor-renew-code"
              error={result?.intent === 'regenerate' ? error : undefined}
              inputRef={result?.intent === 'regenerate' ? field : undefined}
            />
            <Button type="submit" variant="outline" {...busyButtonProps(busy)}>
              Make new recovery codes
            </Button>
          </Form>
        </section>
      ) : null}

      {status.enabled && !status.required ? (
        <section aria-labelledby="two-factor-off" className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="two-factor-off" className="text-lg font-semibold text-slate-900">
            Turn off two-factor sign-in
          </h2>
          <Form method="post" noValidate className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="disable" />
            {result?.intent === 'disable' && error ? (
              <Alert tone="error" id="two-factor-off-error">
                {error}
              </Alert>
            ) : null}
            <Field id="two-factor-off-password" label="Current password">
              <Input
                ref={result?.intent === 'disable' ? field : undefined}
                name="password"
                type="password"
                autoComplete="current-password"
                aria-describedby={result?.intent === 'disable' && error ? 'two-factor-off-error' : undefined}
              />
            </Field>
            <CodeField
              id="two-factor-off-code"
              label="Authentication code or recovery code"
              description="The 6-digit code your app shows now, or one of your recovery codes."
              numeric={false}
            />
            <Button type="submit" variant="outline" {...busyButtonProps(busy)}>
              Turn off
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
