import { describe, expect, it } from 'vitest';
import { articleSlug } from './rules';

describe('slugs (spec §5: two different rules)', () => {
  it('article: lowercase, letters digits spaces hyphens kept, spaces to hyphens', () => {
    expect(articleSlug("Hiring in Dubai: What's new?")).toBe('hiring-in-dubai-whats-new');
    expect(articleSlug('A  -- B')).toBe('a----b');
    expect(articleSlug('  Café 2026 ')).toBe('cafe-2026');
  });
});
