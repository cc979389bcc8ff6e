import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/login-two-factor';
import { assertSameOrigin } from '~/features/staff/admin-origin.server';
import { TwoFactorStep } from '~/features/staff/components/two-factor';
import { handleTwoFactorStep, loadTwoFactorStep } from '~/features/staff/two-factor.server';
import { requestInfo } from '~/lib/request-info';
import { staffMeta } from '~/lib/seo';

/**
 * /admin/login/two-factor — the sign-in's second step after a correct password, when the CMS wants one
 * (docs/022-the-team.md "Two-factor sign-in"): a code, a recovery code (`?with=recovery-code`), or turning it on first.
 * The challenge waits in its own sealed cookie (features/staff/two-factor.server.ts); without one, the login page.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadTwoFactorStep(request, context.get(requestInfo).clientIp);
}

/** Checks the code through the CMS: the session and a redirect, the recovery codes once, or the field's message. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return handleTwoFactorStep(request, context.get(requestInfo).clientIp);
}

/** The recovery codes the action answered stay on screen: no reload of the step (its challenge is used up). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as { recoveryCodes?: unknown } | undefined;
  return result?.recoveryCodes ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => staffMeta('Two-factor sign-in');

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AdminLoginTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <TwoFactorStep step={loaderData} result={actionData} recovery={searchParams.get('with') === 'recovery-code'} />
  );
}
