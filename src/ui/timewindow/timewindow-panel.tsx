/**
 * Timewindow panel: Realtime and History tabs, optional aggregation, group interval and timezone
 * sections; Update returns the new timewindow (enabled only when valid and changed), Cancel closes without change.
 * In edit mode each section has a "hide" flag that disables its controls; outside edit mode hidden sections are not
 * shown.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Tabs } from '../tabs/tabs';
import { TimezonePicker } from '../timezone/timezone-picker';
import { normaliseMaxDatapoints } from './interval-math';
import { TimewindowType } from './time-constants';
import {
  activeWindowMs,
  timewindowValid,
  withDefaults,
  type FullTimewindow,
  type Timewindow,
} from './timewindow-model';
import { AggregationFields, HideFlag, HistoryTab, RealtimeTab, Section, SectionHead } from './timewindow-sections';

export interface TimewindowPanelProps {
  value: Timewindow | null | undefined;
  onUpdate(value: Timewindow): void;
  onCancel(): void;
  /** Dashboard edit mode: show the hide flags. */
  isEdit?: boolean;
  historyOnly?: boolean;
  aggregation?: boolean;
  timezone?: boolean;
  /** Server max datapoints. */
  maxDatapoints?: number;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  padding: 0 16px 8px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 8px 16px 12px;
`;

type HideKey = 'hideInterval' | 'hideAggregation' | 'hideAggInterval' | 'hideTimezone';

/**
 * The hide flags: in edit mode every section shows and its flag disables its controls; outside edit mode a flagged
 * section is not shown.
 */
function useHideFlags(tw: FullTimewindow, set: (tw: FullTimewindow) => void, isEdit: boolean) {
  const flag = (key: HideKey) => !!tw[key];
  const setFlag = (key: HideKey, v: boolean) => set({ ...tw, [key]: v });
  const show = (key: HideKey) => isEdit || !flag(key);
  const disabledBy = (key: HideKey) => isEdit && flag(key);
  return { flag, setFlag, show, disabledBy };
}

interface SectionProps {
  tw: FullTimewindow;
  set(tw: FullTimewindow): void;
  isEdit: boolean;
  flags: ReturnType<typeof useHideFlags>;
}

/** The interval of the selected tab: realtime or history. */
function IntervalSection({ tw, set, isEdit, flags, tab }: SectionProps & { tab: 'REALTIME' | 'HISTORY' }) {
  const { t } = useTranslation();
  return (
    <Section data-section="interval">
      {isEdit ? (
        <SectionHead>
          <span />
          <HideFlag
            label={t('timewindow.hide-interval')}
            checked={flags.flag('hideInterval')}
            onChange={(v) => flags.setFlag('hideInterval', v)}
          />
        </SectionHead>
      ) : null}
      {tab === 'REALTIME' ? (
        <RealtimeTab tw={tw} set={set} disabled={flags.disabledBy('hideInterval')} />
      ) : (
        <HistoryTab tw={tw} set={set} disabled={flags.disabledBy('hideInterval')} />
      )}
    </Section>
  );
}

function AggregationSection({ tw, set, isEdit, flags, max }: SectionProps & { max: number }) {
  const { t } = useTranslation();
  return (
    <Section data-section="aggregation">
      <SectionHead>
        <span>{t('aggregation.aggregation')}</span>
        {isEdit ? (
          <HideFlag
            label={t('timewindow.hide-aggregation')}
            checked={flags.flag('hideAggregation')}
            onChange={(v) => flags.setFlag('hideAggregation', v)}
          />
        ) : null}
      </SectionHead>
      {isEdit ? (
        <HideFlag
          label={t('timewindow.hide-agg-interval')}
          checked={flags.flag('hideAggInterval')}
          onChange={(v) => flags.setFlag('hideAggInterval', v)}
        />
      ) : null}
      <AggregationFields
        tw={tw}
        set={set}
        disabled={flags.disabledBy('hideAggregation')}
        windowMs={activeWindowMs(tw)}
        maxDatapoints={max}
        showInterval={flags.show('hideAggInterval')}
        intervalDisabled={flags.disabledBy('hideAggInterval')}
      />
    </Section>
  );
}

function TimezoneSection({ tw, set, isEdit, flags }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section data-section="timezone">
      <SectionHead>
        <span>{t('timezone.timezone')}</span>
        {isEdit ? (
          <HideFlag
            label={t('timewindow.hide-timezone')}
            checked={flags.flag('hideTimezone')}
            onChange={(v) => flags.setFlag('hideTimezone', v)}
          />
        ) : null}
      </SectionHead>
      <TimezonePicker
        value={tw.timezone ?? null}
        browserTimeEntry
        disabled={flags.disabledBy('hideTimezone')}
        onChange={(id) => set({ ...tw, timezone: id })}
      />
    </Section>
  );
}

export function TimewindowPanel({
  value,
  onUpdate,
  onCancel,
  isEdit = false,
  historyOnly,
  aggregation,
  timezone,
  maxDatapoints,
}: TimewindowPanelProps) {
  const { t } = useTranslation();
  const max = normaliseMaxDatapoints(maxDatapoints);
  const [initial] = useState(() => {
    const full = withDefaults(value, max);
    return historyOnly ? { ...full, selectedTab: TimewindowType.HISTORY } : full;
  });
  const [tw, set] = useState(initial);
  const valid = timewindowValid(tw, max);
  const changed = JSON.stringify(tw) !== JSON.stringify(initial);
  const flags = useHideFlags(tw, set, isEdit);
  const sectionProps = { tw, set, isEdit, flags };
  const tab = tw.selectedTab === TimewindowType.HISTORY ? 'HISTORY' : 'REALTIME';
  const tabs = historyOnly
    ? [{ key: 'HISTORY' as const, label: t('timewindow.history') }]
    : [
        { key: 'REALTIME' as const, label: t('timewindow.realtime') },
        { key: 'HISTORY' as const, label: t('timewindow.history') },
      ];
  return (
    <div data-testid="timewindow-panel">
      <Tabs<'REALTIME' | 'HISTORY'>
        label={t('timewindow.timewindow')}
        stretch
        tabs={tabs}
        value={tab}
        onChange={(k) =>
          set({ ...tw, selectedTab: k === 'HISTORY' ? TimewindowType.HISTORY : TimewindowType.REALTIME })
        }
      >
        <Body>
          {flags.show('hideInterval') ? <IntervalSection {...sectionProps} tab={tab} /> : null}
          {aggregation && flags.show('hideAggregation') ? <AggregationSection {...sectionProps} max={max} /> : null}
          {timezone && flags.show('hideTimezone') ? <TimezoneSection {...sectionProps} /> : null}
        </Body>
      </Tabs>
      <Actions>
        <Button $variant="text" onClick={onCancel} data-testid="timewindow-cancel">
          {t('action.cancel')}
        </Button>
        <Button disabled={!valid || !changed} onClick={() => onUpdate(tw)} data-testid="timewindow-update">
          {t('action.update')}
        </Button>
      </Actions>
    </div>
  );
}
