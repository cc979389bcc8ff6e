import { agencySettingsSchema, type AgencySettings } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { AGENCY_SETTING_UID, readAgencySettings } from '../../../lib/agency-settings';
import { recordAudit } from '../../../lib/audit';
import { parseOrThrow } from '../../../lib/validation';

/**
 * The agency's settings (docs/025-placements.md "What the candidate is told"; the contract's `agency-settings.ts`):
 * one row of the single type `api::agency-setting.agency-setting`, made at the first change; until then the defaults
 * (lib/agency-settings.ts reads them).
 */

/** The audit action of a change of the settings (its details: the new values, no personal data). */
export const AGENCY_SETTINGS_AUDIT_ACTION = 'agency-settings';

/**
 * PUT /agency-settings `{ data: AgencySettings }` (Admins: `emails`): stores the settings (the contract's
 * `agencySettingsSchema`, every field required), audited `agency-settings` with the new values.
 * @returns the settings as stored.
 * @throws ValidationError (400) for a value out of its range or an unknown field.
 */
export async function updateAgencySettings(strapi: Core.Strapi, data: unknown, actor: string): Promise<AgencySettings> {
  const input = parseOrThrow(agencySettingsSchema, data);
  return strapi.db.transaction(async () => {
    const now = new Date();
    const existing = (await strapi.db
      .query(AGENCY_SETTING_UID)
      .findOne({ select: ['id'], orderBy: { id: 'asc' } })) as {
      id: number;
    } | null;
    const values = { candidateUpdateDelayMinutes: input.candidateUpdateDelayMinutes, changedBy: actor, updatedAt: now };
    if (existing) {
      await strapi.db.query(AGENCY_SETTING_UID).update({ where: { id: existing.id }, data: values });
    } else {
      await strapi.db.query(AGENCY_SETTING_UID).create({ data: { ...values, createdAt: now, publishedAt: now } });
    }
    await recordAudit(strapi, {
      action: AGENCY_SETTINGS_AUDIT_ACTION,
      subjectType: AGENCY_SETTING_UID,
      subjectId: 'agency-settings',
      actor,
      details: { ...input },
    });
    return readAgencySettings(strapi);
  });
}

/** The module's functions as Strapi's service `api::agency-setting.agency-setting`. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  read: () => readAgencySettings(strapi),
  update: (data: unknown, actor: string) => updateAgencySettings(strapi, data, actor),
});
