import { LOGIN_REQUIRED_MESSAGE, z } from '@agency/contract';

/**
 * The staff sign-in form's schema, used by Conform in the browser and by the action on the server.
 * Messages are the spec's, word for word (docs/000-product.md §5, §8).
 */
export const loginSchema = z.object({
  identifierType: z.enum(['email', 'username']).default('email'),
  identifier: z.string({ error: LOGIN_REQUIRED_MESSAGE }).trim().min(1, LOGIN_REQUIRED_MESSAGE),
  password: z.string({ error: LOGIN_REQUIRED_MESSAGE }).min(1, LOGIN_REQUIRED_MESSAGE),
  redirectTo: z.string().optional(),
});
