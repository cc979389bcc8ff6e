import { registry } from '~/lib/metrics.server';

/**
 * The value of the series `name` with exactly `labels` in this process's metrics registry (app/lib/metrics.server.ts),
 * 0 when there is none yet: for tests that check a counter moves when its event happens.
 */
export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) throw new Error(`No metric ${name}`);
  const { values } = await metric.get();
  const wanted = Object.entries(labels);
  const found = values.find(
    (value) =>
      Object.keys(value.labels).length === wanted.length &&
      wanted.every(([key, expected]) => String(value.labels[key]) === expected),
  );
  return found?.value ?? 0;
}
