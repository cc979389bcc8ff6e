import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Eye, EyeOff, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import {
  allowSignInAttempt,
  LOGIN_RATE_LIMIT_MESSAGE,
  recordFailedSignIn,
  recordSuccessfulSignIn,
} from '~/features/staff/sign-in-limits.server';
import { INVALID_CREDENTIALS_MESSAGE, LOGIN_NETWORK_MESSAGE, signIn } from '~/features/staff/api.server';
import { ApiError } from '~/lib/api-error';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { safeRedirect } from '~/features/staff/admin-redirect';
import { loginSchema } from '~/features/staff/schema';
import { createStaffSession, getStaffSession } from '~/features/staff/session.server';
import { requestInfo } from '~/lib/request-info';
import { pageTitle } from '~/lib/seo';
import { readFormData } from '~/lib/form-data.server';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** /admin/login — a signed-in staff member goes straight on to where they were going. */
export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
  if (await getStaffSession(request)) throw redirect(redirectTo);
  return data(null, { headers: NO_STORE });
}

/**
 * Signs in through the CMS (spec §5 "Admin login", DESIGN §1): both fields required, only staff admitted (a
 * valid user without the Admin role gets the same invalid-credentials message), attempts limited per client and per
 * account (a refused attempt says to wait), a CMS that cannot be reached gives the network message. Success: the
 * sealed cookie session, then the page the user was going to.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400, headers: NO_STORE });
  }
  const fail = (status: number, message: string) =>
    data(
      { result: submission.reply({ formErrors: [message], hideFields: ['password'] }) },
      { status, headers: NO_STORE },
    );

  const { identifier, password, redirectTo } = submission.value;
  const { clientIp } = context.get(requestInfo);
  const attempt = { request, clientIp, identifier };
  if (!(await allowSignInAttempt(attempt))) return fail(429, LOGIN_RATE_LIMIT_MESSAGE);
  let staff: Awaited<ReturnType<typeof signIn>>;
  try {
    staff = await signIn(identifier, password, clientIp);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return fail(429, LOGIN_RATE_LIMIT_MESSAGE);
    console.error('Sign-in could not reach the CMS:', error);
    return fail(503, LOGIN_NETWORK_MESSAGE);
  }
  if (!staff) {
    await recordFailedSignIn(attempt);
    return fail(401, INVALID_CREDENTIALS_MESSAGE);
  }
  const knownDevice = await recordSuccessfulSignIn(attempt, staff.user);
  const response = await createStaffSession(request, staff, safeRedirect(redirectTo));
  if (knownDevice) response.headers.append('Set-Cookie', knownDevice);
  return response;
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Admin login') },
  { name: 'robots', content: 'noindex' },
];

export function headers() {
  return NO_STORE;
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-500';

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [identifierType, setIdentifierType] = useState<'email' | 'username'>('email');
  const [showPassword, setShowPassword] = useState(false);

  const [form, fields] = useForm({
    id: 'admin-login',
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const messages = [...new Set(Object.values(form.allErrors).flat())];

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

        <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
          <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
          <input type="hidden" name="identifierType" value={identifierType} />
          {messages.length > 0 ? (
            <Alert tone="error" id="login-status">
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
                  className={`rounded-md px-3 py-1.5 text-sm font-medium ${identifierType === type ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
                >
                  {type === 'email' ? 'Email' : 'Username'}
                </button>
              ))}
            </div>
          </fieldset>

          <div>
            <label htmlFor={fields.identifier.id} className="text-sm font-medium text-slate-800">
              {identifierType === 'email' ? 'Email' : 'Username'}
            </label>
            <input
              {...getInputProps(fields.identifier, { type: identifierType === 'email' ? 'email' : 'text' })}
              required={false}
              autoComplete={identifierType === 'email' ? 'email' : 'username'}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={fields.password.id} className="text-sm font-medium text-slate-800">
              Password
            </label>
            <div className="relative">
              <input
                {...getInputProps(fields.password, { type: showPassword ? 'text' : 'password' })}
                required={false}
                autoComplete="current-password"
                className={`${inputClass} pr-11`}
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-pressed={showPassword}
                className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {showPassword ? (
                  <EyeOff aria-hidden="true" className="size-4" />
                ) : (
                  <Eye aria-hidden="true" className="size-4" />
                )}
                <span className="sr-only">{showPassword ? 'Hide password' : 'Show password'}</span>
              </button>
            </div>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? 'Signing In...' : 'Sign In'}
          </Button>
        </Form>
      </div>
    </section>
  );
}
