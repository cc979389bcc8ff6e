import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * A short title with a line of text under it: the site's list-item typography (a contact claim, a business role, a
 * testimonial's author, a hiring step, a dashboard tile). `as` picks the title's element: `p`, a heading (`h3`, `h4`),
 * or `span` inside a link or button, where block elements may not go (both lines are then block-level spans).
 * `dark` is for blue bands: the title in the colour around it, the text light. Class names given for the title or the
 * text are added to its own (spacing, size), not to override them.
 */
export function TitleAndText({
  title,
  text,
  as = 'p',
  dark = false,
  titleClassName,
  textClassName,
}: {
  title: ReactNode;
  text: ReactNode;
  as?: 'p' | 'h3' | 'h4' | 'span';
  dark?: boolean;
  titleClassName?: string;
  textClassName?: string;
}) {
  const titleClasses = cn('font-semibold', !dark && 'text-slate-900', titleClassName);
  const textClasses = cn('text-sm', dark ? 'text-brand-100' : 'text-slate-600', textClassName);
  if (as === 'span') {
    return (
      <span>
        <span className={cn('block', titleClasses)}>{title}</span>
        <span className={cn('block', textClasses)}>{text}</span>
      </span>
    );
  }
  const Title = as;
  return (
    <div>
      <Title className={titleClasses}>{title}</Title>
      <p className={textClasses}>{text}</p>
    </div>
  );
}
