import { agencySettingsOf, type AgencySettings } from '@agency/contract';
import type { Core } from '@strapi/strapi';

/**
 * Reading the agency's settings (docs/025-placements.md "What the candidate is told"), for the code that follows them
 * (lib/notifications.ts: the delay of the candidate's news); api/agency-setting changes them.
 */

/** The single type that holds them (one row, made at an Admin's first change). */
export const AGENCY_SETTING_UID = 'api::agency-setting.agency-setting';

/** The settings as stored, with the contract's defaults for what no Admin set (`agencySettingsOf`). */
export async function readAgencySettings(strapi: Core.Strapi): Promise<AgencySettings> {
  const row = (await strapi.db.query(AGENCY_SETTING_UID).findOne({
    select: ['candidateUpdateDelayMinutes'],
    orderBy: { id: 'asc' },
  })) as { candidateUpdateDelayMinutes?: unknown } | null;
  return agencySettingsOf(row);
}
