import { OWNER_FILTER_MINE, OWNER_FILTER_NONE } from '@agency/contract';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { withParams } from '~/lib/admin-url';

/**
 * The owner filter of a staff list (`?owner=`, docs/022-the-team.md "Ownership, routing and time zones"): a link to the
 * staff member's own jobs (`mineLabel`, marked `aria-current` when chosen; it works without JavaScript) and a select of
 * every owner, "No owner" and all. A change keeps the list's other params and goes back to page 1 (`withParams`).
 */
export function OwnerFilter({
  path,
  search,
  owner,
  owners,
  mineLabel,
}: {
  path: string;
  search: URLSearchParams;
  /** The chosen filter: mine, none or a user id; null for every owner. */
  owner: string | number | null;
  owners: ReadonlyArray<{ id: number; name: string }>;
  /** The link's words: "My jobs", "My jobs’ applications". */
  mineLabel: string;
}) {
  const navigate = useNavigate();
  const mine = owner === OWNER_FILTER_MINE;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={withParams(path, search, { owner: mine ? null : OWNER_FILTER_MINE })}
        aria-current={mine ? 'true' : undefined}
        className={buttonClasses({ variant: mine ? 'primary' : 'outline', size: 'sm' })}
      >
        {mineLabel}
      </Link>
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        Owner
        <Select
          compact
          value={owner === null ? '' : String(owner)}
          onChange={(event) => navigate(withParams(path, search, { owner: event.target.value || null }))}
        >
          <option value="">Everyone</option>
          <option value={OWNER_FILTER_MINE}>Me</option>
          <option value={OWNER_FILTER_NONE}>No owner</option>
          {owners.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.name}
            </option>
          ))}
        </Select>
      </label>
    </div>
  );
}
