import { describe, expect, it } from 'vitest';
import { flatten } from '../catalog';
import ar from './ar';

/**
 * A figure with a sign ("+3", "500+", "+{{extra}}") not isolated left to right: in a right-to-left line its sign
 * changes side.
 */
const LOOSE_FIGURE = /(?<![\u2066\u200E])\+(?:\d|\{\{)|(?:\d|\}\})\+(?!\u2069)/;

/** Every string under `value` (a content module's export), with where it is. */
function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

describe('figures with a sign in the Arabic words', () => {
  it('are isolated left to right (U+2066…U+2069, or after U+200E), in the catalog and the content modules', () => {
    const catalog = Object.entries(flatten(ar));
    // The stat lists' values ("500+") are isolated where they are shown (StatList's <bdi dir="ltr">).
    const modules = import.meta.glob(['../../content/ar/*.ts', '!../../content/ar/*.test.ts'], {
      eager: true,
    });
    const content = Object.entries(modules)
      .flatMap(([file, module]) => strings(module, file))
      .filter(([path]) => !/_STATS\[\d+\]\.value$/.test(path));
    expect(content.length).toBeGreaterThan(100);
    const loose = [...catalog, ...content].filter(([, text]) => LOOSE_FIGURE.test(text));
    expect(loose).toEqual([]);
  });
});
