import { useTranslation } from 'react-i18next';
import type { Industry } from '~/content/industries';
import { TagList } from '~/components/ui/tag-list';
import { IconBadge } from './icon-badge';

/** The six industry cards (docs/000-product.md §2, home and /services): icon, name, description and typical roles. */
export function IndustryGrid({ industries }: { industries: Industry[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {industries.map((industry) => (
        <li key={industry.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-4">
            <IconBadge icon={industry.icon} tone="accent" />
            <h3 className="text-lg font-semibold text-slate-900">{industry.name}</h3>
          </div>
          <p className="mt-4 text-sm leading-6 text-slate-600">{industry.description}</p>
          <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('marketing.rolesWeFill')}
          </p>
          <TagList
            tags={industry.roles}
            className="mt-2"
            tagClassName="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
          />
        </li>
      ))}
    </ul>
  );
}
