import { cn } from '~/lib/cn';

/** Short labels (skills, roles) in a wrapping row of chips; `tagClassName` gives the chips their shape and colour. */
export function TagList({
  tags,
  tagClassName,
  className,
  label,
}: {
  tags: readonly string[];
  tagClassName: string;
  className?: string;
  /** The list's accessible name, where the heading before it does not give one. */
  label?: string;
}) {
  return (
    <ul aria-label={label} className={cn(className, 'flex flex-wrap gap-2')}>
      {tags.map((tag) => (
        <li key={tag} className={tagClassName}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
