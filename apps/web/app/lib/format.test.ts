import { describe, expect, it } from 'vitest';
import { COVER_LETTER_PREVIEW } from '~/features/applications/rules';
import { CONTACT_MESSAGE_PREVIEW } from '~/features/enquiries/rules';
import { preview } from './format';

describe('lists (spec §9)', () => {
  it('previews of 150 and 50 characters', () => {
    const long = 'word '.repeat(100);
    expect(preview(long, COVER_LETTER_PREVIEW).length).toBeLessThanOrEqual(COVER_LETTER_PREVIEW + 1);
    expect(preview(long, COVER_LETTER_PREVIEW).endsWith('…')).toBe(true);
    expect(preview(long, CONTACT_MESSAGE_PREVIEW).length).toBeLessThanOrEqual(CONTACT_MESSAGE_PREVIEW + 1);
    expect(preview('short  text', CONTACT_MESSAGE_PREVIEW)).toBe('short text');
    expect(preview(null, 50)).toBe('');
  });
});
