import type { LucideIcon } from 'lucide-react';
import { cn } from '~/lib/cn';

/**
 * A decorative icon in a rounded square (hidden from assistive technology: the text beside it says it all), 48 px or
 * (`size="sm"`) 40 px.
 */
export function IconBadge({
  icon: Icon,
  tone = 'brand',
  size = 'md',
  className,
}: {
  icon: LucideIcon;
  tone?: 'brand' | 'accent';
  size?: 'md' | 'sm';
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-xl',
        size === 'md' ? 'size-12' : 'size-10',
        tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-accent-300/30 text-amber-800',
        className,
      )}
    >
      <Icon className="size-6" />
    </span>
  );
}
