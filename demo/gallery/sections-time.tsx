/** Gallery: time window, intervals, dates, playback. */
import { DateTimeInput } from '../../src/ui/datetime/datetime-input';
import { DateTimePeriod } from '../../src/ui/datetime/datetime-period';
import type { Period } from '../../src/ui/datetime/period';
import { HistoryPlayback } from '../../src/ui/history-playback/history-playback';
import { QuickIntervalSelect } from '../../src/ui/quick-interval/quick-interval-select';
import { IntervalEditor } from '../../src/ui/timewindow/interval-editor';
import { TimewindowControl } from '../../src/ui/timewindow/timewindow-control';
import type { Timewindow } from '../../src/ui/timewindow/timewindow-model';
import { TimewindowPanel } from '../../src/ui/timewindow/timewindow-panel';
import { Card, Grid, Live, Section } from './gallery-kit';

/** A fixed clock so both themes (and every screenshot) show the same times. */
const NOW = Date.UTC(2021, 5, 15, 9, 30, 0);
const MINUTE = 60_000;

export function TimeSection() {
  return (
    <Section>
      <h2>Time</h2>
      <Grid>
        <Card title="Timewindow control" file="timewindow">
          <Live initial={undefined as Timewindow | undefined}>
            {(v, set) => <TimewindowControl value={v} onChange={set} aggregation timezone />}
          </Live>
        </Card>
        <Card title="Interval editor, quick interval" file="timewindow · quick-interval">
          <Live initial={(5 * MINUTE) as number | null}>
            {(v, set) => (
              <IntervalEditor label="Grouping interval" value={v} onChange={set} min={1000} max={24 * 60 * MINUTE} />
            )}
          </Live>
          <Live initial={(90 * MINUTE) as number | null}>
            {(v, set) => (
              <IntervalEditor label="Window" value={v} onChange={set} min={1000} max={30 * 24 * 60 * MINUTE} advanced />
            )}
          </Live>
          <Live initial={'CURRENT_DAY' as string | null}>
            {(v, set) => <QuickIntervalSelect value={v} onChange={set} />}
          </Live>
        </Card>
        <Card title="Timewindow panel (inline)" file="timewindow">
          <TimewindowPanel
            value={undefined}
            onUpdate={() => undefined}
            onCancel={() => undefined}
            aggregation
            timezone
          />
        </Card>
        <Card title="Date-time input and period" file="datetime">
          <Live initial={NOW as number | null}>
            {(v, set) => <DateTimeInput label="Start time" value={v} onChange={set} />}
          </Live>
          <Live initial={{ startTimeMs: NOW - 24 * 60 * MINUTE, endTimeMs: NOW } as Period}>
            {(v, set) => <DateTimePeriod value={v} onChange={set} now={() => NOW} />}
          </Live>
        </Card>
        <Card title="History playback bar" file="history-playback" wide>
          <HistoryPlayback minTime={NOW - 10 * MINUTE} maxTime={NOW} onTimeChange={() => undefined} />
          <div style={{ height: 8 }} />
          <HistoryPlayback minTime={null} maxTime={null} onTimeChange={() => undefined} />
        </Card>
      </Grid>
    </Section>
  );
}
