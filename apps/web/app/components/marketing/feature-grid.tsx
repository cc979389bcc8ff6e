import type { LucideIcon } from 'lucide-react';
import { cn } from '~/lib/cn';
import { IconBadge } from './icon-badge';

export interface FeatureItem {
  title: string;
  description: string;
  icon: LucideIcon;
}

/**
 * Cards with an icon, an h3 title and a description, in a responsive grid (1 column on phones, 2 from 640 px,
 * `columns` from 1024 px).
 */
export function FeatureGrid({
  items,
  columns = 3,
  className,
}: {
  items: FeatureItem[];
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <ul
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
        className,
      )}
    >
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <IconBadge icon={item.icon} />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
