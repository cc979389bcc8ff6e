import { describe, expect, it } from 'vitest';
import { preview } from './format';

// The previews of the lists at their lengths (docs/000-product.md §9) are tested beside those lengths:
// features/applications/rules.test.ts (cover letters) and features/enquiries/rules.test.ts (messages).
describe('lists (docs/000-product.md §9)', () => {
  it('the preview of nothing is empty', () => {
    expect(preview(null, 50)).toBe('');
  });
});
