/**
 * The opening state's chunks are asked for in the order the first data needs them: every widget type's chunk
 * before any frame part (icon catalogue, tooltip, timewindow control), since requests to one server queue in the
 * order they are made. The two loaders are replaced by recorders of the calls.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCorpus } from '../../../fixtures/corpus.mjs';
import { parseDashboard } from '../../../../src/features/dashboards/model/dashboard-model';

const BOUNDARY = '../../../../src/features/dashboards/runtime/widget-boundary';
const FRAME = '../../../../src/features/dashboards/runtime/widget-frame';
const calls: string[] = [];
let preloadOpeningWidgets: typeof import('../../../../src/features/dashboards/runtime/widget-preload').preloadOpeningWidgets;

// The unit files share their module registry: the replacements are made for this file's import only, then undone.
beforeAll(async () => {
  vi.resetModules();
  vi.doMock(BOUNDARY, () => ({
    lazyWidget: (bundle: string, type: string) => ({ load: () => calls.push(`widget ${bundle}.${type}`) }),
  }));
  vi.doMock(FRAME, () => ({ preloadFrameParts: (w: { typeAlias: string }) => calls.push(`frame ${w.typeAlias}`) }));
  ({ preloadOpeningWidgets } = await import('../../../../src/features/dashboards/runtime/widget-preload'));
});

afterAll(() => {
  vi.doUnmock(BOUNDARY);
  vi.doUnmock(FRAME);
  vi.resetModules();
});

describe('preloadOpeningWidgets', () => {
  it("asks for every widget type's chunk of the opening state first, then the frame parts", () => {
    const json = readCorpus('fixtures', 'dashboards').find((f) => f.name === 'greenhouse.json')!.json;
    preloadOpeningWidgets(parseDashboard(json));
    expect(calls).toEqual([
      'widget cards.entities_table',
      'widget cards.html_card',
      'widget alarm_widgets.alarms_table',
      'frame entities_table',
      'frame html_card',
      'frame alarms_table',
    ]);
  });
});
