import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { TEXT_TARGET } from '~/components/ui/button';
import { LocalizedLink } from '~/i18n/link';
import { cn } from '~/lib/cn';

/** A "back" link (arrow mirrored right to left) to a site path in English form, kept in the page's language. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalizedLink
      to={to}
      className={cn(TEXT_TARGET, 'gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900')}
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {children}
    </LocalizedLink>
  );
}
