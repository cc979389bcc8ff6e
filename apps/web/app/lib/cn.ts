import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx): strings, and conditions that are false or empty dropped. It does not merge conflicting
 * Tailwind utilities: a component's own classes and those a caller adds must not set the same property (a variant or
 * an option of the component chooses between them instead). tailwind-merge did that merging before, at 8 kB of
 * JavaScript on every page (docs/020-node-24.md "Lighter public pages"); e2e/tailwind-classes.spec.ts checks that no
 * element of the site's pages carries two conflicting utilities.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
