/**
 * The "LwM2M model" part: pick object models (search over `/api/resource/lwm2m/page`), then per object its
 * instances and, per instance, the resource mapping. Object, instance and resource levels each carry notification
 * attributes.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import type { Lwm2mObject } from '../../../../api/device-profiles';
import { Button, IconButton } from '../../../../ui/button/button';
import { ChipList } from '../../../../ui/chip-list/chip-list';
import { DeleteIcon } from '../../../../ui/icons/control-icons';
import { v } from '../../../../ui/theme/tokens';
import { Hint } from '../../editor/editor-styles';
import { useProfileServices } from '../../editor/services-context';
import {
  addInstance,
  configuredInstances,
  configuredObjectKeyIds,
  instancePath,
  objectPath,
  removePath,
  type ObserveAttr,
} from '../../model/lwm2m';
import { Lwm2mAttributesDialog } from './lwm2m-attributes-dialog';
import { Lwm2mInstanceAdder } from './lwm2m-instance-adder';
import { Lwm2mResourceTable } from './lwm2m-resource-table';

const ObjectCard = styled.section`
  border: 1px solid ${v('color-divider')};
  border-radius: 6px;
  margin-bottom: 12px;
  & > header {
    display: flex;
    align-items: center;
    gap: 8px;
    padding-block: 4px;
    padding-inline: 16px 8px;
    background: ${v('color-surface-2')};
    border-radius: 6px 6px 0 0;
  }
  & > header h4 {
    flex: 1;
    margin: 0;
    font-size: 15px;
    font-weight: 500;
  }
  & > div {
    padding: 8px 12px 12px;
    overflow-x: auto;
  }
  h5 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 8px 0 4px;
    font-size: 14px;
    font-weight: 500;
  }
`;

export interface Lwm2mModelProps {
  value: ObserveAttr;
  onChange(value: ObserveAttr): void;
  disabled?: boolean;
  showErrors?: boolean;
}

const title = (m: Lwm2mObject) => `${m.name} #${m.id}`;

/** The object models of the configured objects, loaded as objects are added (keyed by keyId). */
function useObjectModels(keyIds: readonly string[]) {
  const services = useProfileServices();
  const [models, setModels] = useState<Record<string, Lwm2mObject>>({});
  const missing = keyIds.filter((k) => !models[k]);
  useEffect(() => {
    if (missing.length === 0) return undefined;
    const ac = new AbortController();
    void services.loadLwm2mObjects(missing, ac.signal).then((found) => {
      if (!ac.signal.aborted) setModels((m) => ({ ...m, ...Object.fromEntries(found.map((o) => [o.keyId, o])) }));
    });
    return () => ac.abort();
  }, [missing.join(',')]);
  return [models, setModels] as const;
}

/** One configured object: its header (notification attributes, remove), its instances and their resource tables. */
function ObjectModelCard({
  model,
  value,
  onChange,
  disabled,
  showErrors,
  onEditAttributes,
}: {
  model: Lwm2mObject;
  value: ObserveAttr;
  onChange(value: ObserveAttr): void;
  disabled?: boolean;
  showErrors?: boolean;
  onEditAttributes(path: string, label: string): void;
}) {
  const { t } = useTranslation();
  const instances = configuredInstances(value, model.keyId);
  const attributesButton = (path: string, label: string) => (
    <Button $variant="text" onClick={() => onEditAttributes(path, label)} data-testid="lwm2m-level-attributes">
      {t('device-profile.lwm2m.attributes-count', { count: Object.keys(value.attributeLwm2m[path] ?? {}).length })}
    </Button>
  );
  return (
    <ObjectCard data-testid="lwm2m-object" data-key-id={model.keyId}>
      <header>
        <h4>{title(model)}</h4>
        {attributesButton(objectPath(model.keyId), model.name)}
        <IconButton
          aria-label={t('device-profile.lwm2m.remove-object', { name: model.name })}
          disabled={disabled}
          onClick={() => onChange(removePath(value, objectPath(model.keyId)))}
        >
          <DeleteIcon size={20} />
        </IconButton>
      </header>
      <div>
        {model.multiple ? (
          <Lwm2mInstanceAdder
            existing={instances}
            disabled={disabled}
            onAdd={(id) => onChange(addInstance(value, model.keyId, id, model.instances[0]?.resources ?? []))}
          />
        ) : null}
        {instances.map((instance) => (
          <div key={instance} data-testid="lwm2m-instance" data-instance={instance}>
            <h5>
              {t('device-profile.lwm2m.instance', { id: instance })}
              {attributesButton(instancePath(model.keyId, instance), `${model.name} / ${instance}`)}
              {instances.length > 1 ? (
                <IconButton
                  aria-label={t('device-profile.lwm2m.remove-instance', { id: instance })}
                  disabled={disabled}
                  onClick={() => onChange(removePath(value, instancePath(model.keyId, instance)))}
                >
                  <DeleteIcon size={18} />
                </IconButton>
              ) : null}
            </h5>
            <Lwm2mResourceTable
              model={model}
              instance={instance}
              value={value}
              onChange={onChange}
              disabled={disabled}
              showErrors={showErrors}
              onEditAttributes={onEditAttributes}
            />
          </div>
        ))}
      </div>
    </ObjectCard>
  );
}

export function Lwm2mModel({ value, onChange, disabled, showErrors }: Lwm2mModelProps) {
  const { t } = useTranslation();
  const services = useProfileServices();
  const [editing, setEditing] = useState<{ path: string; label: string } | null>(null);
  const keyIds = configuredObjectKeyIds(value);
  const [models, setModels] = useObjectModels(keyIds);

  const items = keyIds.map(
    (k) => models[k] ?? ({ id: Number(k.split('_')[0]), keyId: k, name: k, instances: [] } as Lwm2mObject),
  );
  const setObjects = (next: Lwm2mObject[]) => {
    let attr = value;
    for (const k of keyIds) if (!next.some((o) => o.keyId === k)) attr = removePath(attr, objectPath(k));
    for (const o of next) {
      if (keyIds.includes(o.keyId)) continue;
      setModels((m) => ({ ...m, [o.keyId]: o }));
      attr = addInstance(attr, o.keyId, 0, o.instances[0]?.resources ?? []);
    }
    onChange(attr);
  };

  return (
    <div data-testid="lwm2m-model">
      <ChipList<Lwm2mObject>
        label={t('device-profile.lwm2m.object-list')}
        items={items}
        onChange={setObjects}
        getKey={(o) => o.keyId}
        getLabel={title}
        search={(text, signal) => services.searchLwm2mObjects(text, signal)}
        noMatchText={(text) => t('device-profile.lwm2m.no-objects-matching', { text })}
        placeholder={t('device-profile.lwm2m.object-list-placeholder')}
        disabled={disabled}
        testId="lwm2m-object-list"
      />
      {items.length === 0 ? <Hint>{t('device-profile.lwm2m.no-objects')}</Hint> : null}
      {items.map((model) => (
        <ObjectModelCard
          key={model.keyId}
          model={model}
          value={value}
          onChange={onChange}
          disabled={disabled}
          showErrors={showErrors}
          onEditAttributes={(path, label) => setEditing({ path, label })}
        />
      ))}
      {editing ? (
        <Lwm2mAttributesDialog
          target={editing.label}
          value={value.attributeLwm2m[editing.path] ?? {}}
          disabled={disabled}
          onClose={() => setEditing(null)}
          onApply={(attrs) => {
            const next = { ...value.attributeLwm2m };
            if (Object.keys(attrs).length) next[editing.path] = attrs;
            else delete next[editing.path];
            onChange({ ...value, attributeLwm2m: next });
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
