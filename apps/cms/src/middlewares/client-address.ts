import type { Context, Next } from 'koa';
import proxyaddr from 'proxy-addr';

/**
 * The client behind a trusted proxy (docs/006-staff-sessions-and-sign-in-limits.md): apps/web forwards the visitor's
 * address in `X-Forwarded-For`, so that the CMS's own per-client limits (users-permissions' sign-in limit) count
 * visitors, not the web server. The header is believed only from the addresses `TRUST_PROXY` names (default
 * `loopback`), with the syntax of Express's `trust proxy` setting that apps/web reads from the same variable
 * (proxy-addr, the library Express uses); from anyone else the connection's own address counts.
 */
export function compileTrust(value: string): (address: string, hop: number) => boolean {
  if (value === 'true') return () => true;
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return proxyaddr.compile(value.split(',').map((part) => part.trim()));
}

export default () => {
  const trust = compileTrust(process.env.TRUST_PROXY || 'loopback');
  return async (ctx: Context, next: Next) => {
    ctx.request.ip = proxyaddr(ctx.req, trust);
    await next();
  };
};
