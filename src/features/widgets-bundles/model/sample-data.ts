/**
 * Sample data of the widget editor's preview: one function datasource named "Sample" with the default config's
 * data keys, each a random walk (steps of at most ±50, clamped to -1000..1000 like ThingsBoard's random function,
 * two decimals). Time series keep the last `keep` points; latest widgets get one point per key; alarm and static
 * widgets get no data.
 */
import type { DatasourceData, WidgetKind } from '../../../widgets/widget-contract';
import type { SampleKey } from './widget-type-model';

const LIMIT = 1000;

/** The next sample frame from the previous one (or from nothing). */
export function nextSample(
  prev: readonly DatasourceData[],
  keys: readonly SampleKey[],
  kind: WidgetKind,
  now: number,
  random: () => number = Math.random,
  keep = 60,
): DatasourceData[] {
  if (kind === 'alarm' || kind === 'static' || keys.length === 0) return [];
  const prevKeys = prev[0]?.keys ?? [];
  return [
    {
      index: 0,
      type: 'function',
      name: 'Sample',
      aliasName: null,
      entity: null,
      keys: keys.map((k, i) => {
        const old = prevKeys[i]?.key.name === k.name ? prevKeys[i]! : null;
        const last = old && old.values.length ? Number(old.values[old.values.length - 1]) : 0;
        const value = Math.round(Math.min(LIMIT, Math.max(-LIMIT, last + random() * 100 - 50)) * 100) / 100;
        const ts = kind === 'timeseries' && old ? [...old.ts, now].slice(-keep) : [now];
        const values = kind === 'timeseries' && old ? [...old.values, value].slice(-keep) : [value];
        return {
          key: { name: k.name, type: 'function', label: k.label, color: k.color, settings: k.settings },
          ts,
          values,
        };
      }),
    },
  ];
}
