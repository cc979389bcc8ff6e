import { describe, expect, it } from 'vitest';
import { withParams } from './admin-url';

describe('withParams', () => {
  it('a new filter or page size goes back to page 1', () => {
    const current = new URLSearchParams('status=Pending&page=3&pageSize=25');
    expect(withParams('/x', current, { status: 'Reviewed' })).toBe('/x?status=Reviewed&pageSize=25');
    expect(withParams('/x', current, { pageSize: 5 })).toBe('/x?status=Pending&pageSize=5');
    expect(withParams('/x', current, { status: null })).toBe('/x?pageSize=25');
  });
  it('sets the page, page 1 being the bare address', () => {
    expect(withParams('/x', new URLSearchParams('status=Pending'), { page: 2 })).toBe('/x?status=Pending&page=2');
    expect(withParams('/x', new URLSearchParams('page=2'), { page: 1 })).toBe('/x');
  });
});
