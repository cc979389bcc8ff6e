import type { StaffPermission } from '@agency/contract';
import { createContext } from 'react-router';

/**
 * The permission the matched staff route declared (its `requirePermission` middleware, features/staff/access.server.ts),
 * read by `withStaff` before any staff loader or action runs; null when the route declared none, which `withStaff`
 * refuses (a route that forgot to declare one is closed, not open).
 */
export const requiredPermissionContext = createContext<StaffPermission | null>(null);
