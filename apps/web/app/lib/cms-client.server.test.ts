import { describe, expect, it } from 'vitest';
import { unwrapEntity } from './cms-client.server';

describe('unwrapEntity (docs/000-product.md §3: "wrapped in an attributes object or flat")', () => {
  it('flattens Strapi 4 attributes and relation wrappers', () => {
    const wrapped = {
      data: [
        {
          id: 1,
          attributes: {
            title: 'Go Developer',
            category: { data: { id: 3, attributes: { name: 'Software' } } },
            cover: { data: null },
          },
        },
      ],
      meta: { pagination: { page: 1, pageSize: 12, pageCount: 1, total: 1 } },
    };
    expect(unwrapEntity(wrapped)).toEqual({
      data: [{ id: 1, title: 'Go Developer', category: { id: 3, name: 'Software' }, cover: null }],
      meta: { pagination: { page: 1, pageSize: 12, pageCount: 1, total: 1 } },
    });
  });

  it('leaves flat Strapi 5 answers as they are', () => {
    const flat = { data: [{ id: 1, title: 'Go', category: { id: 3, name: 'Software' } }], meta: {} };
    expect(unwrapEntity(flat)).toEqual(flat);
  });
});
