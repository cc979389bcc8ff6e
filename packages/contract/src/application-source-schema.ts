import { cleanUtmValue, referrerHostOf } from './application-source.js';
import { z } from './zod.js';

/**
 * The landing fields of an application (docs/023-talent-pool.md "Sources"), for the contract's `applicationInputSchema`:
 * `utmSource`, `utmMedium`, `utmCampaign` (cleaned, cut to `UTM_VALUE_MAX`) and `referrerHost` (only the host of
 * whatever was sent: `referrerHostOf`). Lenient on purpose: a value that is not a string, too long or not a host is
 * cut or dropped, never a reason to refuse an application, whose applicant cannot see or correct it. There is no
 * `source` field: the CMS classifies the source from these (`classifyLanding`), so a `source` a client sends is dropped
 * with the other unknown keys.
 */
export const landingFields = {
  utmSource: z.unknown().transform(cleanUtmValue).optional(),
  utmMedium: z.unknown().transform(cleanUtmValue).optional(),
  utmCampaign: z.unknown().transform(cleanUtmValue).optional(),
  referrerHost: z.unknown().transform(referrerHostOf).optional(),
};
