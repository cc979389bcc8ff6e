import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HOME_STATS } from '~/content/ar/stats';
import { StatList } from './stat-list';

describe('the figures of a stat list', () => {
  it('keep "500+" left to right in a right-to-left page (the "+" stays after the number)', () => {
    const html = renderToStaticMarkup(
      <div dir="rtl">
        <StatList stats={HOME_STATS} />
      </div>,
    );
    for (const value of ['500+', '20+', '100,000+', '150+']) expect(html).toContain(`<bdi dir="ltr">${value}</bdi>`);
  });
});
