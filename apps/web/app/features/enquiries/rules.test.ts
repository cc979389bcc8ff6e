import { describe, expect, it } from 'vitest';
import { preview } from '~/lib/format';
import { CONTACT_MESSAGE_PREVIEW } from './rules';

describe('the enquiries list (docs/000-product.md §9)', () => {
  it('previews a message in 50 characters', () => {
    const long = 'word '.repeat(100);
    expect(preview(long, CONTACT_MESSAGE_PREVIEW).length).toBeLessThanOrEqual(CONTACT_MESSAGE_PREVIEW + 1);
    expect(preview('short  text', CONTACT_MESSAGE_PREVIEW)).toBe('short text');
  });
});
