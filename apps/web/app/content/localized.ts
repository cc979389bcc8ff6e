/**
 * Content in either language (docs/026-languages.md "Marketing pages"): the English modules of content/ hold each
 * card's words and its icon; their Arabic twins in content/ar hold the words only (`TextOf`), in the same order, so
 * that a loader can send them (an icon is a component, which loader data cannot carry). The page puts the words back
 * on the English items (`withText`), whose icons it keeps.
 */
import type { LucideIcon } from 'lucide-react';

/** An item of content without its icon: what a loader sends. */
export type TextOf<T> = Omit<T, 'icon'>;

/** The items' words, without their icons (the English content as a loader sends it). */
export function textOf<T extends { icon: LucideIcon }>(items: readonly T[]): Array<TextOf<T>> {
  return items.map(({ icon: _icon, ...text }) => text);
}

/**
 * `items` (English, with icons) with the words of `texts` (the page's language, same order and length), item by
 * item: the icon of the English item, every other field from the text.
 */
export function withText<T extends { icon: LucideIcon }>(items: readonly T[], texts: ReadonlyArray<TextOf<T>>): T[] {
  return texts.map((text, index) => ({ ...items[index], ...text }));
}
