import type { StaffPermission } from '@agency/contract';
import { createContext } from 'react-router';

/** What a staff member's own account pages declare (profile, password, two-factor): every staff role may use them. */
export const OWN_ACCOUNT = 'own-account' as const;

/**
 * The permission the matched staff route declared (its `requirePermission` middleware, features/staff/access.server.ts),
 * or `OWN_ACCOUNT` (its `ownAccount` middleware), read by `withStaff` before any staff loader or action runs; null when
 * the route declared none, which `withStaff` refuses (a route that forgot to declare one is closed, not open).
 */
export const requiredPermissionContext = createContext<StaffPermission | typeof OWN_ACCOUNT | null>(null);
