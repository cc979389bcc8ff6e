import { applicationSourceLabel } from '@agency/contract';

/** What an application says of where it came from (the staff view's fields: `AdminApplication`'s). */
export interface SourceFields {
  source?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  referrerHost?: string | null;
}

/**
 * The landing's values behind a source, as staff read them: "utm_source indeed · utm_medium organic · from
 * uk.indeed.com"; empty when there were none (a direct visit, an application stored before sources).
 */
export function landingDetails(application: SourceFields): string {
  return [
    application.utmSource ? `utm_source ${application.utmSource}` : null,
    application.utmMedium ? `utm_medium ${application.utmMedium}` : null,
    application.utmCampaign ? `utm_campaign ${application.utmCampaign}` : null,
    application.referrerHost ? `from ${application.referrerHost}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Where an application came from (docs/023-talent-pool.md "Sources"): the source's name ("Indeed"), and below it the
 * tags and the referrer's host it was classified from. Everything is rendered as text.
 */
export function ApplicationSource({ application }: { application: SourceFields }) {
  const details = landingDetails(application);
  return (
    <>
      {applicationSourceLabel(application.source)}
      {details ? <span className="block break-words text-slate-600">{details}</span> : null}
    </>
  );
}
