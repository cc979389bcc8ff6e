/**
 * Calls to Strapi's own admin panel API (`/admin`, `/content-manager`, `/users-permissions`), which the content API
 * cannot do: creating a users-permissions user with the Authenticated role (there is no self-registration) and
 * changing a role's permissions. The bootstrap creates the panel's super-admin from `CMS_ADMIN_EMAIL` and
 * `CMS_ADMIN_PASSWORD`, which the global setup gives the test CMS (`PANEL_ADMIN`). These functions take the CMS URL
 * explicitly because the global setup uses them too.
 */

/** The demo staff account (users-permissions, role Admin; docs/000-product.md §12). */
export const DEMO_ADMIN = {
  username: 'admin',
  email: 'admin@example.com',
  password: 'Admin-demo-2026!',
} as const;

/** The admin panel's super-admin of the test CMS: its own secrets, never the staff account's. */
export const PANEL_ADMIN = {
  email: 'cms-admin@example.com',
  password: 'Panel-test-2026!',
} as const;

/** Credentials of a users-permissions user. */
export interface Credentials {
  username: string;
  email: string;
  password: string;
}

/** A users-permissions role as the panel lists it. */
export interface PanelRole {
  id: number;
  name: string;
  description: string;
  type: string;
}

/** The panel's view of one role: every action of every API, enabled or not. */
export type RolePermissions = Record<
  string,
  { controllers: Record<string, Record<string, { enabled: boolean; policy: string }>> }
>;

async function panelCall<T>(
  url: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/** Signs in to the admin panel as its super-admin (`PANEL_ADMIN`). @returns the panel's bearer token. */
export async function panelLogin(url: string): Promise<string> {
  const body = await panelCall<{ data: { token: string } }>(url, null, 'POST', '/admin/login', {
    email: PANEL_ADMIN.email,
    password: PANEL_ADMIN.password,
  });
  return body.data.token;
}

/** The users-permissions role whose `type` is `type` (public, authenticated, admin). */
export async function findRole(url: string, panelToken: string, type: string): Promise<PanelRole> {
  const { roles } = await panelCall<{ roles: PanelRole[] }>(url, panelToken, 'GET', '/users-permissions/roles');
  const role = roles.find((candidate) => candidate.type === type);
  if (!role) throw new Error(`No users-permissions role of type "${type}"`);
  return role;
}

/** Creates a confirmed, unblocked users-permissions user with the Authenticated role (not staff). */
export function createAuthenticatedUser(url: string, panelToken: string, user: Credentials): Promise<void> {
  return createUser(url, panelToken, user, 'authenticated');
}

/** Creates a confirmed, unblocked users-permissions user with the role of type `roleType` (a staff role, or not staff). */
export async function createUser(
  url: string,
  panelToken: string,
  user: Credentials,
  roleType: 'authenticated' | 'admin' | 'recruiter' | 'editor',
): Promise<void> {
  const role = await findRole(url, panelToken, roleType);
  await panelCall(url, panelToken, 'POST', '/content-manager/collection-types/plugin::users-permissions.user', {
    ...user,
    confirmed: true,
    blocked: false,
    role: role.id,
  });
}

/** Every action of a role, with whether it is enabled. */
export async function getRolePermissions(url: string, panelToken: string, roleId: number): Promise<RolePermissions> {
  const { role } = await panelCall<{ role: { permissions: RolePermissions } }>(
    url,
    panelToken,
    'GET',
    `/users-permissions/roles/${roleId}`,
  );
  return role.permissions;
}

/** Replaces a role's permissions, as a super-admin ticking boxes in the panel would. */
export async function setRolePermissions(
  url: string,
  panelToken: string,
  role: PanelRole,
  permissions: RolePermissions,
): Promise<void> {
  await panelCall(url, panelToken, 'PUT', `/users-permissions/roles/${role.id}`, {
    name: role.name,
    description: role.description,
    permissions,
    users: [],
  });
}
