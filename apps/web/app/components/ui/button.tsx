import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { cn } from '~/lib/cn';

/** Each variant with its focus ring's colour: brand-600, or white on the dark (brand) bands, where brand-600 does not show. */
const VARIANTS = {
  primary:
    'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60 aria-disabled:bg-brand-700/60 focus-visible:outline-brand-600',
  /** Amber, on the dark (brand) bands only. */
  accent: 'bg-accent-400 text-slate-900 hover:bg-accent-300 focus-visible:outline-white',
  outline: 'border border-brand-700 text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-600',
  /** Outline for dark (brand) backgrounds. */
  inverse: 'border border-white/80 text-white hover:bg-white/10 focus-visible:outline-white',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

/**
 * A link or button that reads as text rather than as a button (footer links, "More Details", "Back to blog"): at least
 * 24 CSS px tall, so that it meets WCAG 2.2 2.5.8's 24 × 24 by itself, not only through the rule's spacing exception
 * (e2e/target-size.spec.ts). A link inside a sentence stays inline (2.5.8's "Inline" exception).
 */
export const TEXT_TARGET = 'inline-flex min-h-6 items-center';

export interface ButtonStyle {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Where the label sits: centred, or at the start (a column of quick links). */
  align?: 'center' | 'start';
}

/**
 * Classes of a button, for <button> and for links that look like buttons. `className` adds classes (margins, width);
 * it does not override the button's own: class names are joined, not merged (lib/cn.ts).
 */
export function buttonClasses(
  { variant = 'primary', size = 'md', align = 'center' }: ButtonStyle = {},
  className?: string,
): string {
  return cn(
    'inline-flex items-center gap-2 rounded-lg font-semibold transition-colors',
    align === 'center' ? 'justify-center' : 'justify-start',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed aria-disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export function Button({
  variant,
  size,
  align,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return <button type={type} className={buttonClasses({ variant, size, align }, className)} {...props} />;
}

/**
 * The props of a button while what it started is under way: `aria-disabled` and clicks ignored, instead of the
 * `disabled` attribute, which drops the focus to <body> when the button has it (WCAG 2.4.3;
 * docs/018-forms-and-focus.md). A form sent from a field with Enter must still refuse a second sending itself.
 */
export function busyButtonProps(
  busy: boolean,
): Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-disabled' | 'onClick'> {
  return busy ? { 'aria-disabled': true, onClick: (event: MouseEvent) => event.preventDefault() } : {};
}

/**
 * The smallest box of a link or control that is not a button (WCAG 2.2 2.5.8 Target Size: 24×24 CSS px, without
 * relying on the spacing exception): for links in tables, lists and short lines. Not for links inside running text,
 * which 2.5.8 leaves to the line height.
 */
export const MIN_TARGET = 'inline-flex min-h-6 min-w-6 items-center';
