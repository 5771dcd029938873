/**
 * Data tab: the widget's timewindow (time-series and alarm widgets), the alarm source (alarm widgets), the target
 * device alias (RPC widgets) and the datasources with their data keys. Each key opens the data key editor.
 */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/button/button';
import { AddIcon } from '../../../../ui/icons/control-icons';
import { Select, type SelectOption } from '../../../../ui/select/select';
import { AlarmSourceSection } from './alarm-source-section';
import { DataKeyDialog } from './data-key-dialog';
import { DatasourceRow } from './datasource-row';
import { Hint, SectionBox, useIssueText } from './form-bits';
import { TimewindowSection } from './timewindow-section';
import { allowedKeyTypes, createDataKey, keyCount, type KeyCandidate, type ServerKeys } from './model/data-keys';
import {
  addDatasource,
  alarmFieldLabel,
  alarmSourceOf,
  changeDatasourceType,
  datasourcesOf,
  datasourceTypes,
  keysOf,
  moveDatasource,
  removeDatasource,
  setKeys,
  updateDataKey,
  updateDatasource,
  type KeyOwner,
} from './model/datasources';
import { arr, configOf, obj, patchConfig, str, type Json } from './model/json';
import { issueFor, type Issue } from './model/validation';
import { widgetKind, type WidgetTypeInfo } from './model/widget-type';

export interface DataTabProps {
  widget: Json;
  onChange(widget: Json): void;
  dashboard: Json;
  type: WidgetTypeInfo;
  issues: readonly Issue[];
  /** Server keys of an alias's entities (cached by the caller). */
  keysForAlias(aliasId: string | null): Promise<ServerKeys>;
}

function aliasOptions(dashboard: Json): SelectOption<string | null>[] {
  const aliases = Object.values(obj(obj(dashboard.configuration).entityAliases)).map(obj);
  return aliases
    .map((a) => ({ value: str(a.id), label: str(a.alias) || str(a.id) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

function filterOptions(dashboard: Json, none: string): SelectOption<string | null>[] {
  const filters = Object.values(obj(obj(dashboard.configuration).filters)).map(obj);
  return [
    { value: null, label: none },
    ...filters
      .map((f) => ({ value: str(f.id), label: str(f.filter) || str(f.id) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
}

/** The target device alias of an RPC widget. */
function TargetDeviceSection({
  config,
  aliases,
  onConfig,
}: {
  config: Json;
  aliases: SelectOption<string | null>[];
  onConfig(patch: Json): void;
}) {
  const { t } = useTranslation();
  return (
    <SectionBox title={t('widget-config.target-device')}>
      <Select
        label={t('widget-config.target-device-alias')}
        options={[{ value: null, label: t('datasource.no-alias') }, ...aliases]}
        value={str(arr(config.targetDeviceAliasIds)[0]) || null}
        onChange={(id) => onConfig({ targetDeviceAliasIds: id ? [id] : [] })}
        testId="target-device-alias"
      />
    </SectionBox>
  );
}

/**
 * The widget with an edited data key applied. A key of the default alarm source (not yet in the config) first
 * stores that source, so the key has somewhere to go.
 */
function withEditedKey(
  widget: Json,
  alarmSource: Json | null,
  editing: { owner: KeyOwner; index: number },
  key: Json,
): Json {
  const base =
    editing.owner === 'alarmSource' && !configOf(widget).alarmSource
      ? patchConfig(widget, { alarmSource: alarmSource })
      : widget;
  return updateDataKey(base, editing.owner, editing.index, key);
}

export function DataTab({ widget, onChange, dashboard, type, issues, keysForAlias }: DataTabProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  const [editing, setEditing] = useState<{ owner: KeyOwner; index: number } | null>(null);
  const kind = widgetKind(widget);
  const config = configOf(widget);
  const aliases = aliasOptions(dashboard);
  const filters = filterOptions(dashboard, t('datasource.no-filter'));
  const dsTypes = datasourceTypes(kind);
  const onConfig = (patch: Json) => onChange(patchConfig(widget, patch));
  const create = (candidate: KeyCandidate, offset: number) => {
    const key = createDataKey(candidate, { index: keyCount(config) + offset, settingsSchema: type.dataKeySettings });
    return candidate.type === 'alarm' ? { ...key, label: alarmFieldLabel(candidate.name) } : key;
  };
  const editingKey = editing ? keysOf(widget, editing.owner)[editing.index] : undefined;
  const alarmSource = kind === 'alarm' ? alarmSourceOf(widget) : null;
  const datasources = datasourcesOf(widget);

  return (
    <div data-testid="data-tab">
      {kind === 'timeseries' || kind === 'alarm' ? (
        <TimewindowSection config={config} aggregation={kind === 'timeseries'} onConfig={onConfig} />
      ) : null}
      {alarmSource ? (
        <AlarmSourceSection
          config={config}
          source={alarmSource}
          keyTypes={allowedKeyTypes(kind, 'alarmSource')}
          aliasOptions={aliases}
          filterOptions={filters}
          issues={issues}
          onSource={(patch) => onConfig({ alarmSource: { ...alarmSource, ...patch } })}
          onConfig={onConfig}
          createKey={create}
          onEditKey={(index) => setEditing({ owner: 'alarmSource', index })}
          loadKeys={() => keysForAlias(str(alarmSource.entityAliasId) || null)}
        />
      ) : null}
      {kind === 'rpc' ? <TargetDeviceSection config={config} aliases={aliases} onConfig={onConfig} /> : null}
      {dsTypes.length ? (
        <SectionBox title={t('datasource.datasources')} testId="datasources">
          {datasources.length === 0 ? <Hint>{t('datasource.no-datasources')}</Hint> : null}
          {datasources.map((ds, i) => {
            const slot = (str(ds.type) || 'entity') as 'entity' | 'function' | 'entityCount';
            const keyIssue = issues.find((x) => x.field.startsWith(`ds.${i}.key.`));
            return (
              <DatasourceRow
                key={i}
                index={i}
                count={datasources.length}
                ds={ds}
                datasourceTypes={dsTypes}
                keyTypes={allowedKeyTypes(kind, slot)}
                aliasOptions={aliases}
                filterOptions={filters}
                aliasError={text(issueFor(issues, `ds.${i}.alias`))}
                keysError={text(keyIssue)}
                onPatch={(patch) => onChange(updateDatasource(widget, i, patch))}
                onChangeType={(dt) =>
                  onChange(changeDatasourceType(widget, i, dt, { settingsSchema: type.dataKeySettings }))
                }
                onRemove={() => onChange(removeDatasource(widget, i))}
                onMove={(delta) => onChange(moveDatasource(widget, i, i + delta))}
                onKeysChange={(keys) => onChange(setKeys(widget, { datasource: i }, keys))}
                createKey={create}
                onEditKey={(index) => setEditing({ owner: { datasource: i }, index })}
                loadKeys={() => keysForAlias(slot === 'function' ? null : str(ds.entityAliasId) || null)}
              />
            );
          })}
          <Button
            $variant="outlined"
            onClick={() => onChange(addDatasource(widget, dsTypes[0]!, type.dataKeySettings))}
            data-testid="datasource-add"
            style={{ marginBottom: 12 }}
          >
            <AddIcon size={20} />
            {t('datasource.add')}
          </Button>
        </SectionBox>
      ) : kind === 'static' ? (
        <Hint>{t('widget-config.no-data-needed')}</Hint>
      ) : null}
      {editing && editingKey ? (
        <DataKeyDialog
          value={editingKey}
          settingsSchema={type.dataKeySettings}
          onClose={() => setEditing(null)}
          onApply={(key) => {
            onChange(withEditedKey(widget, alarmSource, editing, key));
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
