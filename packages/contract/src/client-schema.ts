import { CLIENT_TEXT_LIMITS } from './client.js';
import { cleanedText, emailField, optionalPhone, requiredText } from './fields.js';
import { timeZoneField } from './interview-schema.js';
import { z } from './zod.js';

/**
 * A client as staff save it (docs/024-employers.md "Clients"): its name (required, as the public pages show it; the
 * jobs' company follows it) and an optional website (an http(s) address).
 */
export const clientInputSchema = z.object({
  name: cleanedText(CLIENT_TEXT_LIMITS.name).min(1, { abort: true }),
  website: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(CLIENT_TEXT_LIMITS.website)]).default(''),
});
export type ClientInput = z.output<typeof clientInputSchema>;

/**
 * A contact of a client (docs/024-employers.md "Clients"): name and e-mail required (the e-mail is how they sign in to
 * the client portal later, so one address is one contact across all clients), phone and role (their job title)
 * optional, and their time zone (an IANA zone of `Intl.supportedValuesOf('timeZone')`, `timeZoneField`), in which their
 * interview e-mails show times (docs/025-placements.md "Interviews and calendar invitations"): absent, a change keeps
 * the stored one; '' clears it (the interview's own zone is used).
 */
export const clientContactInputSchema = z.object({
  fullName: requiredText('fullName'),
  email: emailField,
  phone: optionalPhone,
  role: cleanedText(CLIENT_TEXT_LIMITS.role).default(''),
  timeZone: z.union([z.literal(''), timeZoneField]).optional(),
});
export type ClientContactInput = z.output<typeof clientContactInputSchema>;
