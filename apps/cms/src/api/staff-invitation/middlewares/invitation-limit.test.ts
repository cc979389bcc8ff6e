import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../lib/metrics';
import invitationLimit from './invitation-limit';

/** A Strapi whose users-permissions rate limit allows `max` requests a minute. */
const strapiWith = (max: number) => ({
  strapi: { config: { get: <T>() => ({ enabled: true, interval: 60_000, max }) as T } },
});

/** The refusals counted under `limit` so far. */
async function refusals(limit: string): Promise<number> {
  const { values } = await registry.getSingleMetric('agency_cms_rate_limit_refusals_total')!.get();
  return values.find((value) => value.labels.limit === limit)?.value ?? 0;
}

/** Asks the middleware once from one client for `path`. */
function ask(middleware: ReturnType<typeof invitationLimit>, path: string) {
  const ctx = { path, request: { ip: '203.0.113.7' }, set: () => undefined } as unknown as Context;
  return middleware(ctx, () => Promise.resolve());
}

describe('the public links limit', () => {
  it("counts a refusal under the route's label: sign_in by default, links for the e-mails' links", async () => {
    const before = { signIn: await refusals('sign_in'), links: await refusals('links') };
    const invitations = invitationLimit(undefined, strapiWith(1));
    const renewals = invitationLimit({ limit: 'links' }, strapiWith(1));
    await ask(invitations, '/api/staff-invitations/lookup');
    await expect(ask(invitations, '/api/staff-invitations/lookup')).rejects.toBeInstanceOf(errors.RateLimitError);
    await ask(renewals, '/api/talent-pool/renewal');
    await expect(ask(renewals, '/api/talent-pool/renewal')).rejects.toBeInstanceOf(errors.RateLimitError);
    expect(await refusals('sign_in')).toBe(before.signIn + 1);
    expect(await refusals('links')).toBe(before.links + 1);
  });
});
