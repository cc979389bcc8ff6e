import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: the snapshot only tells the server render (and hydration) from the browser. */
const noSubscription = () => () => {};

/**
 * False while rendering on the server and while hydrating, true once React runs in the browser: for markup that
 * differs when scripts run (a chart drawn in the browser; attributes that only a script keeps true).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
