/**
 * One device profile alarm: alarm type, create rules per severity, the optional clear rule, and propagation to
 * related entities (by relation types). Collapsible; an invalid alarm shows why.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Button, IconButton } from '../../../ui/button/button';
import { ChipList } from '../../../ui/chip-list/chip-list';
import { AddIcon, DeleteIcon } from '../../../ui/icons/control-icons';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { Toggle } from '../../../ui/toggle/toggle';
import { v } from '../../../ui/theme/tokens';
import { Caption, ErrorText, Row } from '../editor/editor-styles';
import {
  ALARM_SEVERITIES,
  alarmValid,
  freeSeverities,
  newAlarmRule,
  type AlarmSeverity,
  type DeviceProfileAlarm,
} from '../model/alarm-rules';
import { RuleEditor } from './rule-editor';
import { ExpandMoreIcon } from '../../../ui/icons/nav-icons';

const Card = styled.section<{ $invalid: boolean }>`
  border: 1px solid ${(p) => (p.$invalid ? v('color-warn') : v('color-divider'))};
  border-radius: 6px;
  margin-bottom: 12px;
  background: ${v('color-surface')};
  & > header {
    display: flex;
    align-items: center;
    gap: 4px;
    padding-block: 4px;
    padding-inline: 8px 4px;
  }
  & > header h3 {
    flex: 1;
    margin: 0;
    font-size: 16px;
    font-weight: 500;
  }
  & > div {
    padding: 4px 16px 12px;
  }
`;

const RuleRow = styled.div`
  display: grid;
  grid-template-columns: 170px 1fr 40px;
  gap: 8px;
  align-items: start;
  margin-bottom: 8px;
  & > button {
    margin-top: 6px;
  }
`;

export interface AlarmCardProps {
  alarm: DeviceProfileAlarm;
  onChange(alarm: DeviceProfileAlarm): void;
  onRemove(): void;
  profileId: string | null;
  disabled?: boolean;
  showErrors?: boolean;
}

const sevLabel = (t: (k: string) => string, s: AlarmSeverity) => t(`device-profile.alarm.severity-${s.toLowerCase()}`);

/** Props shared by the parts of an alarm card. */
interface AlarmPartProps {
  alarm: DeviceProfileAlarm;
  onChange(alarm: DeviceProfileAlarm): void;
  profileId: string | null;
  disabled?: boolean;
  showErrors?: boolean;
}

/** The create rules, one per severity (each severity at most once), and the button adding one for a free severity. */
function CreateRules({ alarm, onChange, profileId, disabled, showErrors }: AlarmPartProps) {
  const { t } = useTranslation();
  const severities = ALARM_SEVERITIES.filter((s) => alarm.createRules[s]);
  const free = freeSeverities(alarm);
  const setRules = (createRules: DeviceProfileAlarm['createRules']) => onChange({ ...alarm, createRules });
  const changeSeverity = (from: AlarmSeverity, to: AlarmSeverity) => {
    const next: DeviceProfileAlarm['createRules'] = {};
    for (const s of severities) next[s === from ? to : s] = alarm.createRules[s];
    setRules(next);
  };
  return (
    <>
      {severities.map((s) => (
        <RuleRow key={s} data-testid="create-rule" data-severity={s}>
          <Select<AlarmSeverity>
            label={t('device-profile.alarm.severity')}
            value={s}
            disabled={disabled}
            options={ALARM_SEVERITIES.map((x) => ({
              value: x,
              label: sevLabel(t, x),
              disabled: x !== s && !free.includes(x),
            }))}
            onChange={(to) => changeSeverity(s, to)}
            testId="create-rule-severity"
          />
          <RuleEditor
            rule={alarm.createRules[s]!}
            profileId={profileId}
            disabled={disabled}
            onChange={(r) => setRules({ ...alarm.createRules, [s]: r })}
          />
          <IconButton
            aria-label={t('device-profile.alarm.remove-create-rule', { severity: sevLabel(t, s) })}
            disabled={disabled}
            onClick={() =>
              setRules(Object.fromEntries(severities.filter((x) => x !== s).map((x) => [x, alarm.createRules[x]])))
            }
          >
            <DeleteIcon size={20} />
          </IconButton>
        </RuleRow>
      ))}
      {showErrors && severities.length === 0 ? (
        <ErrorText role="alert">{t('device-profile.alarm.create-rules-required')}</ErrorText>
      ) : null}
      <Button
        $variant="text"
        disabled={disabled || free.length === 0}
        onClick={() => setRules({ ...alarm.createRules, [free[0]!]: newAlarmRule() })}
        data-testid="add-create-rule"
      >
        <AddIcon size={18} />
        {t('device-profile.alarm.add-create-rule')}
      </Button>
    </>
  );
}

/** The optional clear rule: its editor with a remove button, or the button adding one. */
function ClearRule({ alarm, onChange, profileId, disabled }: AlarmPartProps) {
  const { t } = useTranslation();
  return alarm.clearRule ? (
    <Row>
      <RuleEditor
        rule={alarm.clearRule}
        profileId={profileId}
        disabled={disabled}
        onChange={(clearRule) => onChange({ ...alarm, clearRule })}
        testId="clear-rule"
      />
      <IconButton
        aria-label={t('device-profile.alarm.remove-clear-rule')}
        disabled={disabled}
        onClick={() => onChange({ ...alarm, clearRule: null })}
      >
        <DeleteIcon size={20} />
      </IconButton>
    </Row>
  ) : (
    <Button
      $variant="text"
      disabled={disabled}
      onClick={() => onChange({ ...alarm, clearRule: newAlarmRule() })}
      data-testid="add-clear-rule"
    >
      <AddIcon size={18} />
      {t('device-profile.alarm.add-clear-rule')}
    </Button>
  );
}

export function AlarmCard({ alarm, onChange, onRemove, profileId, disabled, showErrors }: AlarmCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const valid = alarmValid(alarm);
  return (
    <Card $invalid={!!showErrors && !valid} data-testid="alarm-card">
      <header>
        <IconButton
          aria-label={open ? t('device-profile.alarm.collapse') : t('device-profile.alarm.expand')}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <ExpandMoreIcon
            size={22}
            style={{ transform: open ? 'none' : 'rotate(-90deg)' }}
            data-rtl-flip={open ? undefined : ''}
          />
        </IconButton>
        <h3>{alarm.alarmType || t('device-profile.alarm.untitled')}</h3>
        <IconButton
          aria-label={t('device-profile.alarm.remove-alarm', { name: alarm.alarmType })}
          disabled={disabled}
          onClick={onRemove}
          data-testid="alarm-remove"
        >
          <DeleteIcon size={20} />
        </IconButton>
      </header>
      {open ? (
        <div>
          <TextField
            label={t('device-profile.alarm.alarm-type')}
            value={alarm.alarmType}
            required
            disabled={disabled}
            error={showErrors && !alarm.alarmType.trim() ? t('device-profile.alarm.alarm-type-required') : undefined}
            onChange={(e) => onChange({ ...alarm, alarmType: e.target.value })}
            data-testid="alarm-type"
          />
          <Caption>{t('device-profile.alarm.create-rules')}</Caption>
          <CreateRules
            alarm={alarm}
            onChange={onChange}
            profileId={profileId}
            disabled={disabled}
            showErrors={showErrors}
          />
          <Caption>{t('device-profile.alarm.clear-rule')}</Caption>
          <ClearRule alarm={alarm} onChange={onChange} profileId={profileId} disabled={disabled} />
          <Caption>{t('device-profile.alarm.advanced')}</Caption>
          <Toggle
            label={t('device-profile.alarm.propagate')}
            checked={!!alarm.propagate}
            disabled={disabled}
            onChange={(propagate) => onChange({ ...alarm, propagate })}
            data-testid="alarm-propagate"
          />
          {alarm.propagate ? (
            <ChipList<string>
              label={t('device-profile.alarm.propagate-relation-types')}
              items={alarm.propagateRelationTypes ?? []}
              disabled={disabled}
              onChange={(list) => onChange({ ...alarm, propagateRelationTypes: list.length ? list : null })}
              getKey={(s) => s}
              getLabel={(s) => s}
              fromText={(s) => s}
              hint={t('device-profile.alarm.propagate-relation-types-hint')}
              testId="alarm-relation-types"
            />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
