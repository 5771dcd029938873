/** One alarm rule in a card: its condition (opens the condition dialog), schedule and details, each summarised. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../../../ui/button/button';
import { ScheduleIcon } from '../../../ui/icons/control-icons';
import { v } from '../../../ui/theme/tokens';
import { alarmRuleValid, type AlarmRule } from '../model/alarm-rules';
import { ConditionDialog } from './condition-dialog';
import { conditionText, scheduleText } from './condition-text';
import { DetailsDialog } from './details-dialog';
import { ScheduleDialog } from './schedule-dialog';

const Box = styled.div<{ $invalid: boolean }>`
  flex: 1;
  min-width: 0;
  border: 1px ${(p) => (p.$invalid ? 'dashed' : 'solid')} ${(p) => (p.$invalid ? v('color-warn') : v('color-divider'))};
  border-radius: 4px;
  padding-block: 4px;
  padding-inline: 12px 8px;
`;

const ConditionButton = styled.button.attrs({ type: 'button' })`
  display: block;
  width: 100%;
  text-align: start;
  font: inherit;
  font-family: ui-monospace, 'Roboto Mono', monospace;
  font-size: 13px;
  color: ${v('color-text')};
  background: transparent;
  border: none;
  padding: 8px 0;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover,
  &:focus-visible {
    outline: none;
    color: ${v('color-primary')};
  }
  &[data-empty] {
    color: ${v('color-warn')};
    font-family: inherit;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0 -8px;
  & > button {
    min-height: 30px;
    font-size: 13px;
    text-transform: none;
  }
`;

export interface RuleEditorProps {
  rule: AlarmRule;
  onChange(rule: AlarmRule): void;
  profileId: string | null;
  disabled?: boolean;
  testId?: string;
}

type Open = 'condition' | 'schedule' | 'details' | null;

export function RuleEditor({ rule, onChange, profileId, disabled, testId }: RuleEditorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const text = conditionText(t, rule);
  const apply = (next: AlarmRule) => {
    onChange(next);
    setOpen(null);
  };
  return (
    <Box $invalid={!alarmRuleValid(rule)} data-testid={testId}>
      <ConditionButton
        onClick={() => setOpen('condition')}
        data-empty={text ? undefined : ''}
        data-testid="rule-condition"
      >
        {text ?? t('device-profile.alarm.add-condition')}
      </ConditionButton>
      <Links>
        <Button $variant="text" onClick={() => setOpen('schedule')} data-testid="rule-schedule">
          <ScheduleIcon size={16} />
          {scheduleText(t, rule.schedule)}
        </Button>
        <Button $variant="text" onClick={() => setOpen('details')} data-testid="rule-details">
          {rule.alarmDetails || rule.dashboardId
            ? t('device-profile.alarm.edit-details')
            : t('device-profile.alarm.add-details')}
        </Button>
      </Links>
      {open === 'condition' ? (
        <ConditionDialog
          value={rule.condition}
          profileId={profileId}
          disabled={disabled}
          onClose={() => setOpen(null)}
          onApply={(condition) => apply({ ...rule, condition })}
        />
      ) : null}
      {open === 'schedule' ? (
        <ScheduleDialog
          value={rule.schedule}
          disabled={disabled}
          onClose={() => setOpen(null)}
          onApply={(schedule) => apply({ ...rule, schedule })}
        />
      ) : null}
      {open === 'details' ? (
        <DetailsDialog value={rule} disabled={disabled} onClose={() => setOpen(null)} onApply={apply} />
      ) : null}
    </Box>
  );
}
