/**
 * The data key editor: label, colour, units, decimals; a function key's body; the type's data-key settings
 * (JSON schema form, or a JSON editor when the type has no schema); and the post-processing function, stored as
 * `postFuncBody` with `usePostProcessing` (never run here: the dashboard runs it in its script sandbox).
 */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/button/button';
import { ColorInput } from '../../../../ui/color-picker/color-input';
import { Dialog } from '../../../../ui/dialog/dialog';
import { JsFuncEditor } from '../../../../ui/js-func/js-func-editor';
import { JsonObjectEditor } from '../../../../ui/json-object-editor/json-object-editor';
import { JsonSchemaForm } from '../../../../ui/json-schema-form/json-schema-form';
import { TextField } from '../../../../ui/text-field/text-field';
import { Toggle } from '../../../../ui/toggle/toggle';
import { POST_PROCESS_ARGS } from '../../data/post-process';
import { keyTypeLabel } from './data-keys-field';
import { NumberField, Row, SectionBox, Toggles } from './form-bits';
import { obj, str, type Json } from './model/json';
import { settingsValid } from './model/schema-validity';
import { dataKeyIssues } from './model/validation';
import type { SchemaSpec } from './model/widget-type';

export interface DataKeyDialogProps {
  value: Json;
  settingsSchema: SchemaSpec | null;
  onApply(key: Json): void;
  onClose(): void;
}

type SetKey = (patch: Json) => void;

/** The key's name and type, label and colour, units and decimals. */
function BasicSection({
  dataKey,
  set,
  setOptional,
  issue,
}: {
  dataKey: Json;
  set: SetKey;
  setOptional(name: string, v: unknown): void;
  issue(field: string): string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SectionBox title={t('datakey.basic')}>
      <Row>
        <TextField
          label={t('datakey.key')}
          required
          value={str(dataKey.name)}
          onChange={(e) => set({ name: e.target.value })}
          error={issue('name')}
          data-testid="data-key-name"
        />
        <TextField
          label={t('datakey.type')}
          value={t(keyTypeLabel(dataKey.type))}
          readOnly
          data-testid="data-key-type"
        />
      </Row>
      <Row>
        <TextField
          label={t('datakey.label')}
          value={str(dataKey.label)}
          onChange={(e) => set({ label: e.target.value })}
          data-testid="data-key-label"
        />
        <ColorInput
          label={t('datakey.color')}
          value={str(dataKey.color)}
          onChange={(c) => set({ color: c ?? '' })}
          testId="data-key-color"
        />
      </Row>
      <Row>
        <TextField
          label={t('widget-config.units')}
          value={str(dataKey.units)}
          onChange={(e) => setOptional('units', e.target.value)}
          data-testid="data-key-units"
        />
        <NumberField
          label={t('widget-config.decimals')}
          value={dataKey.decimals}
          min={0}
          max={15}
          onChange={(n) => setOptional('decimals', n)}
          error={issue('decimals')}
          testId="data-key-decimals"
        />
      </Row>
    </SectionBox>
  );
}

/** The post-processing toggle and, when on, the function's body. */
function PostProcessingSection({ dataKey, on, set }: { dataKey: Json; on: boolean; set: SetKey }) {
  const { t } = useTranslation();
  return (
    <SectionBox title={t('datakey.data-post-processing')}>
      <Toggles>
        <Toggle
          label={t('datakey.use-data-post-processing-func')}
          checked={on}
          onChange={(on) => set({ usePostProcessing: on })}
          data-testid="data-key-use-post"
        />
      </Toggles>
      {on ? (
        <JsFuncEditor
          functionName="f"
          args={POST_PROCESS_ARGS}
          value={str(dataKey.postFuncBody)}
          onChange={(postFuncBody) => set({ postFuncBody })}
          minHeight={140}
          testId="data-key-post-func"
        />
      ) : null}
    </SectionBox>
  );
}

export function DataKeyDialog({ value, settingsSchema, onApply, onClose }: DataKeyDialogProps) {
  const { t } = useTranslation();
  const [key, setKey] = useState<Json>(value);
  const [jsonValid, setJsonValid] = useState(true);
  const set = (patch: Json) => setKey((k) => ({ ...k, ...patch }));
  const setOptional = (name: string, v: unknown) =>
    setKey((k) => {
      const next = { ...k };
      if (v === undefined || v === '') delete next[name];
      else next[name] = v;
      return next;
    });
  const issues = dataKeyIssues(key);
  const issue = (field: string) => {
    const i = issues.find((x) => x.field === field);
    return i ? t(i.message) : undefined;
  };
  const settingsOk = settingsSchema ? settingsValid(settingsSchema, key.settings) : jsonValid;
  const valid = issues.length === 0 && settingsOk;
  const isFunction = key.type === 'function';
  const postOn =
    key.usePostProcessing === true || (key.usePostProcessing === undefined && !!str(key.postFuncBody).trim());
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={t('datakey.configuration', { key: str(key.label) || str(key.name) })}
      width={760}
      testId="data-key-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose} data-testid="data-key-cancel">
            {t('action.cancel')}
          </Button>
          <Button disabled={!valid} onClick={() => onApply(key)} data-testid="data-key-apply">
            {t('action.apply')}
          </Button>
        </>
      }
    >
      <BasicSection dataKey={key} set={set} setOptional={setOptional} issue={issue} />
      {isFunction ? (
        <SectionBox title={t('datakey.function')}>
          <JsFuncEditor
            functionName="f"
            args={['time', 'prevValue']}
            value={str(key.funcBody)}
            onChange={(funcBody) => set({ funcBody })}
            minHeight={140}
            testId="data-key-func"
          />
        </SectionBox>
      ) : null}
      <SectionBox title={t('datakey.settings')} testId="data-key-settings">
        {settingsSchema ? (
          <JsonSchemaForm
            schema={settingsSchema.schema}
            form={settingsSchema.form}
            groupInfoes={settingsSchema.groupInfoes}
            model={obj(key.settings)}
            onChange={(settings) => set({ settings })}
          />
        ) : (
          <JsonObjectEditor
            label={t('datakey.settings')}
            value={obj(key.settings)}
            onChange={(s) => set({ settings: s ?? {} })}
            onValidityChange={setJsonValid}
            minHeight={120}
          />
        )}
      </SectionBox>
      <PostProcessingSection dataKey={key} on={postOn} set={set} />
    </Dialog>
  );
}
