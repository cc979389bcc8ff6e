import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { registry } from '../../lib/metrics';
import extend from './strapi-server';

const refusals = async () =>
  (await registry.getSingleMetric('agency_cms_rate_limit_refusals_total')!.get()).values.find(
    (value) => value.labels.limit === 'sign_in',
  )?.value ?? 0;

describe("the sign-in limit's refusals in the metrics (docs/021-operations.md)", () => {
  it('counts a refusal of the limit itself, not an error of the sign-in behind it', async () => {
    type Limit = (ctx: Context, next: () => Promise<unknown>) => Promise<unknown>;
    /** users-permissions' rateLimit: refuses when `over`, else lets the request on. */
    const rateLimit =
      (config: { over: boolean }): Limit =>
      async (_ctx, next) => {
        if (config.over) throw new errors.RateLimitError();
        return next();
      };
    const plugin = {
      contentTypes: { user: { schema: { attributes: {} } } },
      controllers: { auth: () => ({}) },
      services: { jwt: () => ({}) },
      middlewares: { rateLimit },
    };
    extend(plugin as unknown as Parameters<typeof extend>[0]);
    const limit = (over: boolean) => plugin.middlewares.rateLimit({ over });
    const before = await refusals();
    await expect(limit(true)({} as Context, async () => 'signed in')).rejects.toBeInstanceOf(errors.RateLimitError);
    expect(await refusals()).toBe(before + 1);
    expect(await limit(false)({} as Context, async () => 'signed in')).toBe('signed in');
    const behind = async () => {
      throw new errors.RateLimitError();
    };
    await expect(limit(false)({} as Context, behind)).rejects.toBeInstanceOf(errors.RateLimitError);
    expect(await refusals()).toBe(before + 1);
  });
});
