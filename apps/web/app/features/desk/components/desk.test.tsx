import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AttentionItem } from '@agency/contract';
import { attentionItemPath, NeedsAttentionCard } from './needs-attention';
import { PlacementsChart } from './reports-page';

/** Renders `element` inside a router (its links need one), as the server does. */
function render(element: React.ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const item = (overrides: Partial<AttentionItem>): AttentionItem => ({
  kind: 'stale-submission',
  documentId: 's1',
  applicationDocumentId: 'a1',
  placementDocumentId: null,
  candidateName: 'Lina <b>Haddad</b>',
  jobTitle: 'Site Engineer',
  at: '2026-11-02T21:00:00.000Z',
  ...overrides,
});

describe('Needs attention', () => {
  it('opens an application’s dialog, or a placement for a guarantee ending', () => {
    expect(attentionItemPath(item({}))).toBe('/blog/admin/applications?view=a1');
    expect(attentionItemPath(item({ kind: 'guarantee-ending', placementDocumentId: 'p1' }))).toBe(
      '/admin/placements/p1',
    );
    expect(attentionItemPath(item({ applicationDocumentId: null }))).toBeNull();
  });

  it('shows the count, the first items as text with why, and the way to the list', () => {
    const html = render(
      <NeedsAttentionCard
        attention={{
          total: 7,
          counts: { 'stale-submission': 7, 'interview-feedback': 0, 'offer-expiring': 0, 'guarantee-ending': 0 },
          items: Array.from({ length: 7 }, (_, index) => item({ documentId: `s${index}` })),
          timeZone: 'Asia/Dubai',
        }}
      />,
    );
    expect(html).toContain('Needs attention <span class="text-slate-600">(7)</span>');
    expect(html.match(/<li /g)).toHaveLength(5);
    expect(html).toContain('Lina &lt;b&gt;Haddad&lt;/b&gt; — Site Engineer');
    expect(html).toContain('No move since 3 Nov 2026');
    expect(html).toContain('href="/admin/needs-attention"');
  });
});

describe('PlacementsChart', () => {
  it('draws one bar per month, as an image named after the table that holds its figures', () => {
    const html = renderToStaticMarkup(
      <PlacementsChart
        months={[
          { key: '2026-01', label: 'January 2026', placements: 0, fees: [] },
          { key: '2026-02', label: 'February 2026', placements: 4, fees: [] },
        ]}
      />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Bar chart of placements by month; the figures are in the table below."');
    expect(html.match(/<rect /g)).toHaveLength(2);
    expect(html).toContain('>Jan 26<');
    expect(html).toContain('>Feb<');
  });
});
