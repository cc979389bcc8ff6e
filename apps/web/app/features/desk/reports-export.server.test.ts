import { REPORT_MESSAGES } from '@agency/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api-error';
import type * as CmsClient from '~/lib/cms-client.server';

vi.mock('~/lib/cms-client.server', async (importOriginal) => ({
  ...(await importOriginal<typeof CmsClient>()),
  cmsRequest: vi.fn(),
}));

const { cmsRequest } = await import('~/lib/cms-client.server');
const { reportForExport, reportPagePath } = await import('./reports-export.server');

afterEach(() => vi.clearAllMocks());

describe('a report section’s CSV (docs/025-placements.md "Desk and reports")', () => {
  it('sends a period the CMS refuses back to the report of that period, not to an error page', async () => {
    vi.mocked(cmsRequest).mockRejectedValueOnce(new ApiError(REPORT_MESSAGES.order, { status: 400 }));
    const params = new URLSearchParams({ from: '2026-05-01', to: '2026-04-01', extra: 'x' });
    const thrown = await reportForExport('token', params, 'Asia/Dubai').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/admin/reports?from=2026-05-01&to=2026-04-01');
    expect(vi.mocked(cmsRequest).mock.calls[0][0]).toBe(
      '/reports/placements?timeZone=Asia%2FDubai&from=2026-05-01&to=2026-04-01',
    );
  });

  it('lets any other failure through (a lost session signs out; the CMS down is the error page)', async () => {
    const down = new ApiError('Bad gateway', { status: 502 });
    vi.mocked(cmsRequest).mockRejectedValueOnce(down);
    await expect(reportForExport('token', new URLSearchParams(), 'UTC')).rejects.toBe(down);
  });

  it('keeps only the period in the report page’s address', () => {
    expect(reportPagePath(new URLSearchParams({ to: '2026-01-31', q: 'x' }))).toBe('/admin/reports?to=2026-01-31');
    expect(reportPagePath(new URLSearchParams())).toBe('/admin/reports');
  });
});
