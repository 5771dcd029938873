/**
 * One field of a node form, drawn with the shared control of its kind; `patch` writes configuration keys (most
 * fields one, entity pickers and the perimeter map two or three).
 */
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { entityLookup } from '../../../api/entity-lookup';
import { getTenantQueueNames } from '../../../api/queues';
import { useSession } from '../../../session/use-session';
import { ChipList } from '../../../ui/chip-list/chip-list';
import { EntitySelect } from '../../../ui/entity/entity-select';
import { JsonObjectEditor } from '../../../ui/json-object-editor/json-object-editor';
import { KeyValueMap } from '../../../ui/key-value-map/key-value-map';
import { NumberField } from '../../../ui/number-field/number-field';
import { PasswordField } from '../../../ui/password-field/password-field';
import { PerimeterPicker } from '../../../ui/perimeter-picker/perimeter-picker';
import { QueueSelect } from '../../../ui/queue-select/queue-select';
import { RelationQueryEditor } from '../../../ui/relation-query/relation-query-editor';
import { RelationTypeAutocomplete } from '../../../ui/relation-type/relation-type-autocomplete';
import { Select } from '../../../ui/select/select';
import { TemplateField, type TemplateVars } from '../../../ui/template-field/template-field';
import { TextArea } from '../../../ui/text-field/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { Toggle } from '../../../ui/toggle/toggle';
import { ScriptField } from '../details/script-field';
import { CredentialsEditor } from './credentials-editor';
import { isRequired, type Config, type FieldDef } from './form-def';
import { ENTITY_TYPES } from './defs/shared';

export interface FieldControlProps {
  field: FieldDef;
  config: Config;
  patch(values: Config): void;
  error: string | null;
  /** The field's hint, for the controls that show it under themselves (see {@link HINT_SLOT}). */
  hint: string;
  vars: TemplateVars;
  ruleNodeId: string | null;
  onScriptValidity(key: string, valid: boolean): void;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const numOrNull = (v: unknown): number | null =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null;
const stringMap = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, str(x)]))
    : {};

function useLookup() {
  const { authUser } = useSession();
  return useMemo(
    () =>
      entityLookup({ authority: authUser?.authority, tenantId: authUser?.tenantId, customerId: authUser?.customerId }),
    [authUser?.authority, authUser?.tenantId, authUser?.customerId],
  );
}

function EntityField({
  field,
  config,
  patch,
}: Pick<FieldControlProps, 'config' | 'patch'> & { field: Extract<FieldDef, { kind: 'entity' }> }) {
  const lookup = useLookup();
  const type = str(config[field.typeKey]);
  const id = str(config[field.key]);
  return (
    <EntitySelect
      value={type && id ? { entityType: type, id } : null}
      allowedTypes={field.allowedTypes}
      search={(entityType, text, pageSize, signal) => lookup.search(entityType, text, pageSize, signal)}
      load={(entityType, entityId, signal) => lookup.load(entityType, entityId, signal)}
      onChange={(e) => patch({ [field.typeKey]: e?.entityType ?? null, [field.key]: e?.id ?? null })}
      required={isRequired(field, config)}
    />
  );
}

/** Kinds whose control shows the hint under itself, where its error takes the hint's place. */
export const HINT_SLOT: ReadonlySet<string> = new Set(['text', 'number', 'select', 'chips', 'queue', 'relation-type']);

/** The props the kind-specific controls below share with {@link FieldControl}. */
interface KindProps<K extends FieldDef['kind']> {
  field: Extract<FieldDef, { kind: K }>;
  label: string;
  required: boolean;
  error: string | null;
  hint: string;
}

/** A text field: a template field (with the message's variables), a multi-line area, a secret or a plain line. */
function TextKindField({
  field: f,
  label,
  value,
  set,
  vars,
  error,
  hint,
  required,
}: KindProps<'text'> & { value: string; set(value: string): void; vars: TemplateVars }) {
  const { t } = useTranslation();
  if (f.template)
    return (
      <TemplateField
        label={label}
        value={value}
        onChange={set}
        vars={vars}
        error={error}
        hint={hint}
        required={required}
        multiline={f.multiline}
      />
    );
  if (f.multiline)
    return (
      <TextArea
        label={label}
        value={value}
        rows={4}
        required={required}
        error={error}
        hint={hint}
        onChange={(e) => set(e.target.value)}
      />
    );
  if (f.secret)
    return (
      <PasswordField
        label={label}
        value={value}
        required={required}
        error={error ?? undefined}
        hint={hint}
        showLabel={t('login.show-password')}
        hideLabel={t('login.hide-password')}
        autoComplete="new-password"
        onChange={(e) => set(e.target.value)}
      />
    );
  return (
    <TextField
      label={label}
      value={value}
      required={required}
      error={error ?? undefined}
      hint={hint}
      onChange={(e) => set(e.target.value)}
    />
  );
}

/** A list of chips: free text, or values from the field's options (shown by their translated labels). */
function ChipsField({
  field: f,
  label,
  value: v,
  set,
  required,
  error,
  hint,
}: KindProps<'chips'> & { value: unknown; set(value: string[]): void }) {
  const { t } = useTranslation();
  const opts = f.options ?? [];
  const labelOf = (s: string) => (opts.find((o) => o.value === s) ? t(opts.find((o) => o.value === s)!.label) : s);
  return (
    <ChipList<string>
      label={label}
      items={strings(v)}
      onChange={set}
      getKey={(s) => s}
      getLabel={labelOf}
      fromText={
        f.free || opts.length === 0
          ? (s) => opts.find((o) => labelOf(o.value) === s.trim())?.value ?? (s.trim() || null)
          : undefined
      }
      search={
        opts.length
          ? async (text) =>
              opts.map((o) => o.value).filter((s) => labelOf(s).toLowerCase().includes(text.trim().toLowerCase()))
          : undefined
      }
      debounceMs={0}
      required={required}
      error={error}
      hint={hint}
    />
  );
}

/** The geofence: a polygon, or a circle by its centre and range, across three or more configuration keys. */
function PerimeterField({ config, patch }: Pick<FieldControlProps, 'config' | 'patch'>) {
  const type = config['perimeterType'] === 'CIRCLE' ? 'CIRCLE' : 'POLYGON';
  const lat = numOrNull(config['centerLatitude']);
  const lon = numOrNull(config['centerLongitude']);
  return (
    <PerimeterPicker
      type={type}
      polygon={str(config['polygonsDefinition'])}
      center={lat !== null && lon !== null ? { lat, lon } : null}
      range={numOrNull(config['range'])}
      rangeUnit={str(config['rangeUnit']) || null}
      onPolygon={(d) => patch({ polygonsDefinition: d })}
      onCenter={(la, lo) => patch({ centerLatitude: la, centerLongitude: lo })}
    />
  );
}

/** A drop-down of the field's options (their labels translated). */
function SelectKindField({
  field: f,
  label,
  value: v,
  set,
  required,
  error,
  hint,
}: KindProps<'select'> & { value: unknown; set(value: unknown): void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      options={f.options.map((o) => ({ value: o.value, label: t(o.label) }))}
      value={v === null || v === undefined ? null : String(v)}
      required={required}
      error={error}
      hint={hint}
      onChange={set}
    />
  );
}

/** A key-value map (string values), with the field's column labels. */
function MapField({
  field: f,
  label,
  value: v,
  set,
  required,
}: Pick<KindProps<'map'>, 'field' | 'label' | 'required'> & { value: unknown; set(value: unknown): void }) {
  const { t } = useTranslation();
  return (
    <KeyValueMap
      label={label}
      value={stringMap(v)}
      keyLabel={t(f.keyLabel)}
      valueLabel={t(f.valueLabel)}
      required={required}
      onChange={set}
    />
  );
}

/** The rule engine queues of the tenant (none when they cannot be loaded). */
function QueueField({
  label,
  value: v,
  set,
  required,
  hint,
}: {
  label: string;
  value: unknown;
  set(value: unknown): void;
  required: boolean;
  hint: string;
}) {
  return (
    <QueueSelect
      value={str(v) || null}
      onChange={set}
      loadQueues={(signal) => getTenantQueueNames('TB_RULE_ENGINE', { signal, ignoreErrors: true }).catch(() => [])}
      required={required}
      label={label}
      hint={hint}
    />
  );
}

/** A JSON object; input that is not an object is not written. */
function JsonField({
  label,
  value: v,
  set,
  required,
}: {
  label: string;
  value: unknown;
  set(value: unknown): void;
  required: boolean;
}) {
  return (
    <JsonObjectEditor
      label={label}
      value={v && typeof v === 'object' ? (v as object) : null}
      required={required}
      minHeight={100}
      onChange={(x) => x && set(x)}
    />
  );
}

/** The control of one field. */
export function FieldControl({
  field: f,
  config,
  patch,
  error,
  hint,
  vars,
  ruleNodeId,
  onScriptValidity,
}: FieldControlProps) {
  const { t } = useTranslation();
  const v = config[f.key];
  const label = t(f.label);
  const required = isRequired(f, config);
  const set = (value: unknown) => patch({ [f.key]: value });
  switch (f.kind) {
    case 'text':
      return (
        <TextKindField
          field={f}
          label={label}
          value={str(v)}
          set={set}
          vars={vars}
          error={error}
          hint={hint}
          required={required}
        />
      );
    case 'number':
      return (
        <NumberField
          label={label}
          value={numOrNull(v)}
          min={f.min}
          max={f.max}
          required={required}
          error={error}
          hint={hint}
          showError
          onChange={set}
        />
      );
    case 'select':
      return (
        <SelectKindField field={f} label={label} value={v} set={set} required={required} error={error} hint={hint} />
      );
    case 'toggle':
      return <Toggle label={label} checked={v === true || v === 'true'} onChange={set} />;
    case 'chips':
      return <ChipsField field={f} label={label} value={v} set={set} required={required} error={error} hint={hint} />;
    case 'map':
      return <MapField field={f} label={label} value={v} set={set} required={required} />;
    case 'script':
      return (
        <ScriptField
          label={label}
          field={f.script}
          value={str(v)}
          onChange={set}
          onValidityChange={(ok) => onScriptValidity(f.key, ok)}
          ruleNodeId={ruleNodeId}
          testId={`script-field-${f.key}`}
        />
      );
    case 'relation-query':
      return (
        <RelationQueryEditor
          label={label}
          value={v && typeof v === 'object' ? (v as Config) : null}
          device={f.device}
          entityTypes={ENTITY_TYPES}
          error={error}
          onChange={set}
        />
      );
    case 'entity':
      return <EntityField field={f} config={config} patch={patch} />;
    case 'credentials':
      return <CredentialsField value={v} types={f.types} onChange={set} error={error} />;
    case 'queue':
      return <QueueField label={label} value={v} set={set} required={required} hint={hint} />;
    case 'relation-type':
      return (
        <RelationTypeAutocomplete
          value={str(v) || null}
          onChange={(x) => set(x ?? '')}
          label={label}
          required={required}
          hint={hint}
        />
      );
    case 'perimeter':
      return <PerimeterField config={config} patch={patch} />;
    case 'json':
      return <JsonField label={label} value={v} set={set} required={required} />;
  }
}

function CredentialsField({
  value,
  types,
  onChange,
  error,
}: {
  value: unknown;
  types: readonly string[];
  onChange(v: Config): void;
  error: string | null;
}) {
  return (
    <CredentialsEditor
      value={value && typeof value === 'object' ? (value as Config) : null}
      types={types}
      onChange={onChange}
      error={error}
    />
  );
}
