import { CircleCheck } from 'lucide-react';

/** Item and icon classes by where the list stands: the home hero, a white card, the dark mission band. */
const VARIANTS = {
  hero: { item: 'flex items-center gap-2', icon: 'size-4 text-accent-300' },
  card: { item: 'flex items-start gap-2', icon: 'mt-0.5 size-4 shrink-0 text-brand-600' },
  band: { item: 'flex items-start gap-3 text-lg text-brand-100', icon: 'mt-1 size-5 shrink-0 text-accent-300' },
} as const;

/** A list of short statements, each after a check-mark icon (hidden from assistive technology). */
export function CheckList({
  items,
  variant,
  className,
}: {
  items: readonly string[];
  variant: keyof typeof VARIANTS;
  className: string;
}) {
  const classes = VARIANTS[variant];
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <CircleCheck aria-hidden="true" className={classes.icon} />
          {item}
        </li>
      ))}
    </ul>
  );
}
