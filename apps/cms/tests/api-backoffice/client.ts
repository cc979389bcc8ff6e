/** Small HTTP helpers for the back-office API tests. */
export const STAFF = { identifier: 'admin', password: 'Admin-demo-2026!', email: 'admin@example.com' };

export interface Answer<T = any> {
  status: number;
  body: T;
}

/** One JSON request to `${base}${path}`; the body is parsed when there is one. */
export async function call<T = any>(
  base: string,
  path: string,
  { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A users-permissions JWT for these credentials. @throws when the sign-in fails. */
export async function signIn(base: string, identifier: string, password: string): Promise<string> {
  const answer = await call<{ jwt: string }>(base, '/api/auth/local', { method: 'POST', body: { identifier, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.jwt;
}

/**
 * Creates a users-permissions user with the Authenticated role (not staff) through Strapi's admin panel API,
 * signed in as the super-admin that the CMS creates outside production. Resolves to the credentials.
 */
export async function createAuthenticatedUser(base: string, label: string) {
  const login = await call<{ data: { token: string } }>(base, '/admin/login', {
    method: 'POST',
    body: { email: STAFF.email, password: STAFF.password },
  });
  if (login.status !== 200) throw new Error(`admin panel login failed: ${login.status}`);
  const adminToken = login.body.data.token;
  const roles = await call<{ roles: Array<{ id: number; type: string }> }>(base, '/users-permissions/roles', { token: adminToken });
  const authenticated = roles.body.roles.find((role) => role.type === 'authenticated');
  if (!authenticated) throw new Error('no authenticated role');
  const suffix = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const user = { username: `${label}-${suffix}`, email: `${label}-${suffix}@example.com`, password: 'Member-pass-2026!' };
  const created = await call(base, '/content-manager/collection-types/plugin::users-permissions.user', {
    method: 'POST',
    token: adminToken,
    body: { ...user, confirmed: true, blocked: false, role: authenticated.id },
  });
  if (created.status !== 201 && created.status !== 200) {
    throw new Error(`user creation failed: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return user;
}
