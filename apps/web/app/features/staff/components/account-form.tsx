import { useFetcher } from 'react-router';
import { useActionToast, type ActionAnswer } from '~/components/admin/admin-list';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Alert } from '~/components/ui/alert';
import { busyButtonProps, buttonClasses } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { LocalDate } from '~/components/admin/local-date';
import type { StaffProfile } from '../profile.server';

/**
 * The staff member's profile (docs/022-the-team.md "Ownership, routing and time zones"): name, the time zone every date
 * of the back-office is shown and entered in (a select of the server's zones), and, for a role that sees enquiries,
 * "E-mail me new enquiries". A save reloads the page's data, so the dates below show the new zone at once.
 */
export function AccountForm({
  profile,
  zones,
  now,
  error,
}: {
  profile: StaffProfile | null;
  zones: string[];
  /** When the page was loaded (ISO 8601), shown in the staff member's zone. */
  now: string;
  error: string | null;
}) {
  const fetcher = useFetcher<ActionAnswer>();
  useActionToast(fetcher, () => undefined);
  const busy = fetcher.state !== 'idle';
  const fieldError = (field: string) => (busy ? undefined : fetcher.data?.fieldErrors?.[field]?.[0]);
  return (
    <>
      <AdminPageHeader title="My profile" subtitle={profile ? `${profile.username} · ${profile.email}` : undefined} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {profile ? (
        <fetcher.Form method="post" className="max-w-xl space-y-5 rounded-xl border border-slate-200 bg-white p-6">
          <Field id="account-fullName" label="Name" error={fieldError('fullName')}>
            <Input name="fullName" defaultValue={profile.fullName} maxLength={200} autoComplete="name" />
          </Field>
          <Field
            id="account-timeZone"
            label="Time zone"
            description={
              profile.timeZoneSet
                ? 'Every date and time of the back-office is shown, and a job’s closing date entered, in this zone.'
                : 'The agency’s time zone until you choose yours. Every date and time of the back-office is shown, and a job’s closing date entered, in this zone.'
            }
            error={fieldError('timeZone')}
          >
            <Select name="timeZone" defaultValue={profile.timeZone}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </Select>
          </Field>
          {profile.mayReceiveEnquiryAlerts ? (
            <div className="flex items-center gap-2">
              <input type="hidden" name="enquiryAlertsShown" value="1" />
              <Checkbox id="account-enquiryAlerts" name="enquiryAlerts" defaultChecked={profile.enquiryAlerts} />
              <label htmlFor="account-enquiryAlerts" className="text-sm font-medium text-slate-800">
                E-mail me new enquiries
              </label>
            </div>
          ) : null}
          <p className="text-sm text-slate-600">
            Now in your time zone: <LocalDate value={now} withTime />
          </p>
          <button type="submit" {...busyButtonProps(busy)} className={buttonClasses({ size: 'sm' })}>
            {busy ? 'Saving...' : 'Save profile'}
          </button>
        </fetcher.Form>
      ) : null}
    </>
  );
}
