import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useHydrated } from '~/components/ui/use-hydrated';
import { formatDate } from '~/lib/format';

/**
 * Applications received per week over the last 12 weeks, as a bar chart (recharts, drawn in the browser once
 * its size is known) with the same figures in a table for screen readers and for the first HTML.
 */
export function ApplicationsChart({ weeks }: { weeks: Array<{ weekStart: string; count: number }> }) {
  const mounted = useHydrated();
  const rows = weeks.map((week) => ({
    ...week,
    label: formatDate(week.weekStart)?.replace(/, \d{4}$/, '') ?? week.weekStart,
  }));
  return (
    <figure aria-labelledby="chart-title">
      <figcaption id="chart-title" className="text-base font-semibold text-slate-900">
        Applications per week (last 12 weeks)
      </figcaption>
      <div className="mt-4 h-56" aria-hidden="true">
        {mounted ? (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={rows} margin={{ top: 4, right: 8, bottom: 0, left: -20 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
              <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#475569' }} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#475569' }} />
              <Tooltip
                formatter={(value) => [value, 'Applications']}
                labelFormatter={(label) => `Week of ${label as string}`}
              />
              <Bar dataKey="count" fill="#1d3fd8" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        ) : null}
      </div>
      <table className="sr-only">
        <caption>Applications received per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Applications</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.weekStart}>
              <td>{row.label}</td>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
