import {
  ATTENTION_KINDS,
  attentionReason,
  NEEDS_ATTENTION_DASHBOARD_ITEMS,
  type AttentionItem,
  type NeedsAttention as Attention,
} from '@agency/contract';
import { Link } from 'react-router';
import { TEXT_TARGET } from '~/components/ui/button';
import { applicationViewPath } from '~/features/applications';

/** The list page of everything that needs attention. */
export const NEEDS_ATTENTION_PATH = '/admin/needs-attention';

/** Where an item opens: its placement (a guarantee ending), else its application's dialog; null when it has neither. */
export function attentionItemPath(item: AttentionItem): string | null {
  if (item.placementDocumentId) return `/admin/placements/${encodeURIComponent(item.placementDocumentId)}`;
  return item.applicationDocumentId ? applicationViewPath(item.applicationDocumentId) : null;
}

/** A link of the card and the list: at least 24 px high (WCAG 2.2 target size, e2e/admin/target-size.spec.ts). */
const linkClass = `${TEXT_TARGET} font-medium text-brand-700 underline hover:text-brand-900`;

/** One item: the candidate and job (a link to it), and why it is listed, dates in the agency's zone. */
function ItemLine({ item, timeZone }: { item: AttentionItem; timeZone: string }) {
  const path = attentionItemPath(item);
  const name = `${item.candidateName || 'Candidate removed'}${item.jobTitle ? ` — ${item.jobTitle}` : ''}`;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      {path ? (
        <Link to={path} className={linkClass}>
          {name}
        </Link>
      ) : (
        <span>{name}</span>
      )}
      <span className="text-sm text-slate-600">{attentionReason(item, timeZone)}</span>
    </li>
  );
}

/**
 * The dashboard's "Needs attention" card (docs/025-placements.md "Desk and reports"): how many items, the first few
 * (stale submissions first, as the list orders them) and a link to the whole list.
 */
export function NeedsAttentionCard({ attention }: { attention: Attention & { timeZone: string } }) {
  const first = attention.items.slice(0, NEEDS_ATTENTION_DASHBOARD_ITEMS);
  return (
    <section
      aria-labelledby="attention-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="attention-heading" className="text-lg font-semibold text-slate-900">
          Needs attention <span className="text-slate-600">({attention.total})</span>
        </h2>
        <Link to={NEEDS_ATTENTION_PATH} className={`${linkClass} text-sm`}>
          See all that needs attention
        </Link>
      </div>
      {first.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing needs attention.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {first.map((item) => (
            <ItemLine key={`${item.kind}-${item.documentId}`} item={item} timeZone={attention.timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The whole list, one section per kind with its count and definition, oldest first. */
export function NeedsAttentionList({ attention }: { attention: Attention & { timeZone: string } }) {
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        {attention.total === 0 ? 'Nothing needs attention.' : `${attention.total} items need attention.`} Working days
        are Monday to Friday; dates are in {attention.timeZone}.
      </p>
      {ATTENTION_KINDS.map(({ value, label }) => {
        const items = attention.items.filter((item) => item.kind === value);
        const count = attention.counts[value] ?? 0;
        return (
          <section
            key={value}
            aria-labelledby={`attention-${value}`}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id={`attention-${value}`} className="text-base font-semibold text-slate-900">
              {label} ({count})
            </h2>
            {items.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">None.</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100">
                {items.map((item) => (
                  <ItemLine key={item.documentId} item={item} timeZone={attention.timeZone} />
                ))}
              </ul>
            )}
            {count > items.length ? (
              <p className="mt-2 text-sm text-slate-600">
                The oldest {items.length} of {count} are shown.
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
