/**
 * The leaf fields of the JSON schema form: one shared control of src/ui per form type, bound to one model value.
 * Emptying a text or number field removes the value (undefined), so a required field reports 'required'.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Checkbox } from '../checkbox/checkbox';
import { ChipList } from '../chip-list/chip-list';
import { CodeEditor } from '../code-editor/code-editor';
import { ColorInput } from '../color-picker/color-input';
import { FieldError } from '../field/field-frame';
import { IconInput } from '../icon-picker/icon-input';
import { ImageUpload } from '../image-upload/image-upload';
import { JsonObjectEditor } from '../json-object-editor/json-object-editor';
import { PasswordField } from '../password-field/password-field';
import { RadioGroup } from '../radio/radio-group';
import { Select } from '../select/select';
import { TextArea } from '../text-field/text-area';
import { TextField } from '../text-field/text-field';
import { v } from '../theme/tokens';
import type { FieldNode } from './form-layout';
import { typeOf } from './schema-types';

/** What every leaf gets: its node, value, and how to change and touch it. */
export interface LeafProps {
  node: FieldNode;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  error: string | null;
  disabled: boolean;
  id: string;
}

const Caption = styled.div`
  margin: 4px 0 2px;
  font-size: 13px;
  color: ${v('color-text-secondary')};
`;

const Hint = styled.p`
  margin: 0 0 8px;
  font-size: 13px;
  color: ${v('color-text-secondary')};
`;

const text = (value: unknown) =>
  value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A number input that keeps what is being typed ('1.', '-') while emitting numbers (undefined when empty). */
function NumberField({ node, value, onChange, onBlur, error, disabled, id }: LeafProps) {
  const [draft, setDraft] = useState(text(value));
  useEffect(() => {
    if (draft.trim() === '' ? value !== undefined : Number(draft) !== value) setDraft(text(value));
  }, [value]);
  const s = node.schema;
  return (
    <TextField
      id={id}
      label={node.title}
      type="number"
      inputMode={typeOf(s) === 'integer' ? 'numeric' : 'decimal'}
      step={typeOf(s) === 'integer' ? 1 : 'any'}
      min={typeof s?.minimum === 'number' ? s.minimum : undefined}
      max={typeof s?.maximum === 'number' ? s.maximum : undefined}
      value={draft}
      required={node.required}
      readOnly={node.readOnly}
      disabled={disabled && !node.readOnly}
      error={error ?? undefined}
      onChange={(e) => {
        setDraft(e.target.value);
        const n = e.target.value.trim() === '' ? undefined : Number(e.target.value);
        onChange(n === undefined || Number.isFinite(n) ? n : e.target.value);
      }}
      onBlur={onBlur}
    />
  );
}

function ChoiceField({ node, value, onChange, onBlur, error, disabled }: LeafProps) {
  if (node.kind === 'radios') {
    return (
      <div>
        <Caption>{node.title}</Caption>
        <RadioGroup<string | number>
          label={node.title}
          row={node.row}
          disabled={disabled}
          options={node.options.map((o) => ({ value: o.value as string | number, label: o.label }))}
          value={value as string | number}
          onChange={(v) => onChange(v)}
        />
        <FieldError id={`${node.title}-msg`} error={error} />
      </div>
    );
  }
  return (
    <Select<unknown>
      label={node.title}
      options={node.options.map((o) => ({ value: o.value, label: o.label }))}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      required={node.required}
      disabled={disabled}
      error={error}
    />
  );
}

function ChipsField({ node, value, onChange, error, disabled }: LeafProps) {
  const items = Array.isArray(value) ? value.map(String) : [];
  const labelOf = (v: string) => node.options.find((o) => String(o.value) === v)?.label ?? v;
  return (
    <ChipList<string>
      label={node.title}
      items={items}
      onChange={(next) => onChange(next.length ? next : undefined)}
      getKey={(s) => s}
      getLabel={labelOf}
      fromText={node.freeText ? (s) => s.trim() || null : undefined}
      search={
        node.options.length
          ? async (q) =>
              node.options
                .map((o) => String(o.value))
                .filter((v) => labelOf(v).toLowerCase().includes(q.trim().toLowerCase()))
          : undefined
      }
      debounceMs={0}
      placeholder={node.placeholder}
      required={node.required}
      error={error}
      disabled={disabled}
    />
  );
}

function CodeField({ node, value, onChange, onBlur, error, disabled }: LeafProps) {
  const label = node.language ? `${node.title} (${node.language.toUpperCase()})` : node.title;
  if (node.kind === 'json-object') {
    return (
      <JsonObjectEditor
        label={node.title}
        value={value && typeof value === 'object' ? (value as object) : null}
        onChange={(v) => onChange(v ?? undefined)}
        required={node.required}
        readOnly={disabled}
        minHeight={120}
      />
    );
  }
  return (
    <div onBlur={onBlur}>
      <CodeEditor
        label={node.required ? `${label} *` : label}
        value={typeof value === 'string' ? value : text(value)}
        onChange={(v) => onChange(v === '' ? undefined : v)}
        mode={node.mode}
        validate={node.mode === 'json'}
        readOnly={disabled}
        minHeight={node.mode === 'javascript' ? 160 : 120}
      />
      <FieldError id={`${node.title}-msg`} error={error} />
    </div>
  );
}

/** A colour, icon or image picker (the value is its string, cleared to undefined). */
function PickerField({ node, value, onChange, onBlur, error, disabled, id }: LeafProps): ReactNode {
  const str = (v: string | null | undefined) => onChange(v == null || v === '' ? undefined : v);
  switch (node.kind) {
    case 'color':
      return (
        <ColorInput
          label={node.title}
          value={typeof value === 'string' ? value : null}
          required={node.required}
          disabled={disabled}
          error={error}
          onChange={str}
          onBlur={onBlur}
        />
      );
    case 'icon':
      return (
        <IconInput
          label={node.title}
          value={typeof value === 'string' ? value : null}
          required={node.required}
          disabled={disabled}
          error={error}
          onChange={str}
          onBlur={onBlur}
        />
      );
    case 'image':
      return (
        <div>
          <ImageUpload
            label={node.title}
            value={typeof value === 'string' ? value : null}
            disabled={disabled}
            onChange={str}
          />
          <FieldError id={`${id}-msg`} error={error} />
        </div>
      );
    default:
      return null;
  }
}

/** Render one leaf field. */
export function LeafField(props: LeafProps): ReactNode {
  const { t } = useTranslation();
  const { node, value, onChange, onBlur, error, disabled, id } = props;
  const str = (v: string | null | undefined) => onChange(v == null || v === '' ? undefined : v);
  switch (node.kind) {
    case 'number':
      return <NumberField {...props} />;
    case 'checkbox':
      return (
        <Checkbox
          id={id}
          label={node.title}
          checked={value === true}
          disabled={disabled}
          onChange={(c) => onChange(c)}
        />
      );
    case 'select':
    case 'radios':
      return <ChoiceField {...props} />;
    case 'chips':
      return <ChipsField {...props} />;
    case 'textarea':
      return (
        <TextArea
          id={id}
          label={node.title}
          value={text(value)}
          rows={node.rows}
          required={node.required}
          readOnly={node.readOnly}
          disabled={disabled && !node.readOnly}
          error={error}
          onChange={(e) => str(e.target.value)}
          onBlur={onBlur}
        />
      );
    case 'password':
      return (
        <PasswordField
          id={id}
          label={node.title}
          value={text(value)}
          required={node.required}
          disabled={disabled}
          error={error ?? undefined}
          showLabel={t('login.show-password')}
          hideLabel={t('login.hide-password')}
          onChange={(e) => str(e.target.value)}
          onBlur={onBlur}
        />
      );
    case 'color':
    case 'icon':
    case 'image':
      return <PickerField {...props} />;
    case 'code':
    case 'json-object':
      return <CodeField {...props} />;
    case 'help':
      return <Hint>{node.description}</Hint>;
    default:
      return (
        <TextField
          id={id}
          label={node.title}
          value={text(value)}
          required={node.required}
          readOnly={node.readOnly}
          disabled={disabled && !node.readOnly}
          error={error ?? undefined}
          onChange={(e) => str(e.target.value)}
          onBlur={onBlur}
        />
      );
  }
}
