import { CircleCheck } from 'lucide-react';

/**
 * A list of short statements, each after a check-mark icon (hidden from assistive technology). The classes of the
 * list, of its items and of the icon set spacing and colour for the band it stands on.
 */
export function CheckList({
  items,
  className,
  itemClassName,
  iconClassName,
}: {
  items: readonly string[];
  className: string;
  itemClassName: string;
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <CircleCheck aria-hidden="true" className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
