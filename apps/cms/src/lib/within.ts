/**
 * `promise`, or nothing once `ms` passed, whichever comes first: what is still running then is left behind (a graceful
 * shutdown's bound on background work, lib/shutdown.ts). Never rejects.
 */
export function withinMs(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
