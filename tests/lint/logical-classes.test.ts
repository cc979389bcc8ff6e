import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layout classes are logical, so that an Arabic (right-to-left) page mirrors itself (docs/026-languages.md,
 * "Right to left"): `ms-`/`me-`, `ps-`/`pe-`, `start-`/`end-`, `text-start`/`text-end`, `border-s`/`border-e`,
 * `rounded-s`/`rounded-e`/`rounded-ss`…, `float-start`/`float-end`, never their left/right forms. Every `.ts`/`.tsx` of
 * apps/web/app is read as words (a class is a word, with its variants, `sm:`, `focus:`, `rtl:`…, in front); a word
 * that is a physical Tailwind class is an offender. Its values are Tailwind's shapes (`ml-2`, `left-1/2`,
 * `-right-[3px]`), so words such as `left-during-guarantee` are not classes. Centring with `left-1/2 -translate-x-1/2`
 * is physical too: `inset-x-0 mx-auto` centres in both directions.
 */

/** A Tailwind value: a number of the spacing scale, a fraction, `px`, `full`, `auto`, an arbitrary `[…]` or `(…)`. */
const VALUE = String.raw`(?:\d+(?:\.\d+)?|\d+/\d+|px|full|auto|\[.*|\(.*)`;

/** A physical class, without its variants and its `!`. */
const PHYSICAL = new RegExp(
  '^-?(?:' +
    [
      String.raw`(?:scroll-)?[mp][lr]-${VALUE}`,
      String.raw`(?:left|right)-${VALUE}`,
      String.raw`border-[lr](?:-(?:\d+|[a-z]+(?:-\d+)?|\[.*|\(.*))?`,
      String.raw`rounded-(?:[lr]|[tb][lr])(?:-(?:none|xs|sm|md|lg|\d?xl|full|\[.*|\(.*))?`,
      String.raw`(?:text|float|clear)-(?:left|right)`,
      String.raw`origin-(?:(?:top|bottom)-)?(?:left|right)`,
      String.raw`(?:slide-in-from|slide-out-to)-(?:left|right)(?:-.+)?`,
    ].join('|') +
    ')$',
);

/** Files whose physical classes are left for now, each with why; to be emptied. */
const ALLOWED: Record<string, string> = {};

/** The physical Tailwind classes written in `source`, as written (with their variants), in order. */
export function physicalClasses(source: string): string[] {
  return source.split(/[\s'"`{}<>,;]+/).filter((word) => {
    const utility = word.slice(word.lastIndexOf(':') + 1).replace(/^!|!$/g, '');
    return PHYSICAL.test(utility);
  });
}

const APP = new URL('../../apps/web/app/', import.meta.url).pathname;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('logical layout classes', () => {
  it.each([
    'ml-2',
    'mr-auto',
    '-ml-6',
    'pl-11',
    'pr-[3px]',
    'left-1/2',
    '-right-16',
    'focus:left-4',
    'lg:left-0',
    'sm:ml-2',
    'file:mr-3',
    'data-[side=left]:pl-2',
    'text-left',
    'md:text-right',
    'border-l',
    'border-l-4',
    'border-r-slate-200',
    'rounded-r-lg',
    'rounded-tl-md',
    'float-left',
    'origin-top-left',
    'scroll-ml-4',
    '!pr-2',
    'slide-in-from-right',
  ])('%s is physical', (name) => {
    expect(physicalClasses(`<div className="flex ${name} gap-2" />`)).toEqual([name]);
  });

  it.each([
    'ms-2 me-auto -ms-6 ps-11 pe-[3px] start-1/2 -end-16 focus:start-4',
    'text-start md:text-end border-s border-s-4 rounded-e-lg rounded-ss-md float-start origin-top-left-x',
    'inset-x-0 mx-auto px-4 my-2 py-1 rounded-lg rounded-t-lg border-l-and-r text-leftover',
    "moves.includes('left-during-guarantee') the left of the page; margin: { left: -20, right: 8 }",
  ])('%s is not', (text) => {
    expect(physicalClasses(`const x = "${text}";`)).toEqual([]);
  });

  it('no file of apps/web/app writes a physical class', () => {
    const offenders = sourceFiles(APP)
      .map((path) => ({ file: relative(APP, path), classes: physicalClasses(readFileSync(path, 'utf8')) }))
      .filter(({ file, classes }) => classes.length > 0 && !(file in ALLOWED))
      .map(({ file, classes }) => `${file}: ${classes.join(' ')}`);
    expect(offenders).toEqual([]);
  });
});
