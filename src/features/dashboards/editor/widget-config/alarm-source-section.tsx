/** Alarm widgets: the alarm source (alias, filter, alarm keys), which alarms to search for, and polling. */
import { useTranslation } from '../../../../i18n/use-translation';
import { Select, type SelectOption } from '../../../../ui/select/select';
import { Toggle } from '../../../../ui/toggle/toggle';
import type { DataKeyType } from '../../../../widgets/widget-contract';
import { DataKeysField } from './data-keys-field';
import { NumberField, Row, SectionBox, Toggles, useIssueText } from './form-bits';
import type { KeyCandidate, ServerKeys } from './model/data-keys';
import { str, type Json } from './model/json';
import { issueFor, type Issue } from './model/validation';

/** ThingsBoard's alarm search statuses. */
export const ALARM_SEARCH_STATUSES = ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK'] as const;

export interface AlarmSourceSectionProps {
  config: Json;
  source: Json;
  keyTypes: readonly DataKeyType[];
  aliasOptions: readonly SelectOption<string | null>[];
  filterOptions: readonly SelectOption<string | null>[];
  issues: readonly Issue[];
  onSource(patch: Json): void;
  onConfig(patch: Json): void;
  createKey(candidate: KeyCandidate, offset: number): Json;
  onEditKey(index: number): void;
  loadKeys(): Promise<ServerKeys>;
}

export function AlarmSourceSection(props: AlarmSourceSectionProps) {
  const { config, source, issues, onSource, onConfig } = props;
  const { t } = useTranslation();
  const text = useIssueText();
  const keys = Array.isArray(source.dataKeys) ? (source.dataKeys as Json[]) : [];
  const keyIssue = issues.find((i) => i.field.startsWith('alarm.key.'));
  return (
    <SectionBox title={t('widget-config.alarm-source')} testId="alarm-source">
      <Row>
        <Select
          label={t('datasource.entity-alias')}
          required
          options={props.aliasOptions}
          value={(source.entityAliasId as string | null) ?? null}
          onChange={(id) => onSource({ entityAliasId: id })}
          error={text(issueFor(issues, 'alarm.alias'))}
          testId="alarm-source-alias"
        />
        <Select
          label={t('datasource.filter')}
          options={props.filterOptions}
          value={(source.filterId as string | null) ?? null}
          onChange={(id) => onSource({ filterId: id })}
          testId="alarm-source-filter"
        />
      </Row>
      <DataKeysField
        label={t('datakey.alarm-keys')}
        keys={keys}
        types={props.keyTypes}
        onChange={(dataKeys) => onSource({ dataKeys })}
        create={props.createKey}
        onEdit={props.onEditKey}
        loadKeys={props.loadKeys}
        error={text(keyIssue)}
        testId="alarm-source-keys"
      />
      <Row>
        <Select
          label={t('alarm.alarm-status')}
          options={ALARM_SEARCH_STATUSES.map((s) => ({ value: s, label: t(`alarm.search-status-${s.toLowerCase()}`) }))}
          value={str(config.alarmSearchStatus, 'ANY')}
          onChange={(s) => onConfig({ alarmSearchStatus: s ?? 'ANY' })}
          testId="alarm-search-status"
        />
        <NumberField
          label={t('widget-config.alarms-polling-interval')}
          value={config.alarmsPollingInterval}
          min={1}
          onChange={(n) => onConfig({ alarmsPollingInterval: n })}
          error={text(issueFor(issues, 'alarmsPollingInterval'))}
          testId="alarms-polling-interval"
        />
      </Row>
      <Row>
        <NumberField
          label={t('widget-config.alarms-max-count-load')}
          value={config.alarmsMaxCountLoad}
          min={0}
          onChange={(n) => onConfig({ alarmsMaxCountLoad: n })}
          error={text(issueFor(issues, 'alarmsMaxCountLoad'))}
          testId="alarms-max-count"
        />
        <NumberField
          label={t('widget-config.alarms-fetch-size')}
          value={config.alarmsFetchSize}
          min={1}
          onChange={(n) => onConfig({ alarmsFetchSize: n })}
          error={text(issueFor(issues, 'alarmsFetchSize'))}
          testId="alarms-fetch-size"
        />
      </Row>
      <Toggles>
        <Toggle
          label={t('widget-config.search-propagated-alarms')}
          checked={config.searchPropagatedAlarms === true}
          onChange={(on) => onConfig({ searchPropagatedAlarms: on })}
        />
      </Toggles>
    </SectionBox>
  );
}
