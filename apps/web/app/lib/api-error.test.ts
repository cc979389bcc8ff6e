import { describe, expect, it } from 'vitest';
import { apiErrorMessage, ApiError, bodyFieldErrors, errorMessage, networkError, responseError } from './api-error';

describe('the generic API rule (docs/000-product.md §8)', () => {
  it('takes error.message from the body first', () => {
    expect(apiErrorMessage(400, 'Bad Request', { error: { message: 'Invalid job' }, message: 'other' })).toBe(
      'Invalid job',
    );
  });

  it('then message', () => {
    expect(apiErrorMessage(500, 'Internal Server Error', { message: 'Database unavailable' })).toBe(
      'Database unavailable',
    );
  });

  it('else HTTP {status}: {statusText}', () => {
    expect(apiErrorMessage(502, 'Bad Gateway', null)).toBe('HTTP 502: Bad Gateway');
    expect(apiErrorMessage(404, 'Not Found', { error: { message: '' } })).toBe('HTTP 404: Not Found');
    expect(apiErrorMessage(500, 'Internal Server Error', '<html>oops</html>')).toBe('HTTP 500: Internal Server Error');
  });

  it('keeps the status and body on the error', () => {
    const body = { error: { message: 'Forbidden' } };
    const error = responseError(403, 'Forbidden', body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.body).toBe(body);
  });

  it('gives "Network error: {message}" with no status when nothing answered', () => {
    const error = networkError(new TypeError('fetch failed'));
    expect(error.message).toBe('Network error: fetch failed');
    expect(error.status).toBeUndefined();
  });

  it('falls back to a default message for errors without one', () => {
    expect(errorMessage(new Error(''), 'Failed to fetch jobs')).toBe('Failed to fetch jobs');
    expect(errorMessage('a string', 'Failed to fetch jobs')).toBe('Failed to fetch jobs');
    expect(errorMessage(new Error('HTTP 500: x'), 'Failed')).toBe('HTTP 500: x');
  });
});

describe('field errors of a CMS refusal (docs/000-product.md §14 error.details.errors)', () => {
  it('groups the messages by the first element of each path, skipping what is not a field error', () => {
    const body = {
      error: {
        message: 'The slug "nurse" is already used by another job. Choose another slug.',
        details: {
          errors: [
            { path: ['slug'], message: 'The slug "nurse" is already used by another job. Choose another slug.' },
            { path: ['title'], message: 'title must be at most 200 characters' },
            { path: [], message: 'no field' },
            'nonsense',
          ],
        },
      },
    };
    expect(bodyFieldErrors(body)).toEqual({
      slug: ['The slug "nurse" is already used by another job. Choose another slug.'],
      title: ['title must be at most 200 characters'],
    });
    expect(bodyFieldErrors({ error: { message: 'no details' } })).toEqual({});
    expect(bodyFieldErrors(null)).toEqual({});
  });
});
