/**
 * Value input: a type select (string, integer, double, boolean, JSON) and the matching editor. The type is inferred
 * from the loaded value; switching type resets the value (false / {} / empty). Invalid input is emitted as null,
 * except booleans. JSON values are typed inline or edited in the Edit JSON dialog.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { IconButton } from '../button/button';
import { EditJsonDialog } from '../edit-json-dialog/edit-json-dialog';
import { TidyIcon } from '../icons/control-icons';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';
import { Toggle } from '../toggle/toggle';
import { inferValueType, parseTyped, resetValue, VALUE_TYPES, valueText, type ValueType } from './value-type';

export interface ValueInputProps {
  value: unknown;
  onChange(value: unknown): void;
  required?: boolean;
  /** Replaces the per-type required message. */
  requiredText?: string;
  disabled?: boolean;
  testId?: string;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(120px, 160px) 1fr;
  gap: 12px;
  align-items: start;
`;

const BoolBox = styled.div`
  min-height: 52px;
  display: flex;
  align-items: center;
`;

export function ValueInput({ value, onChange, required, requiredText, disabled, testId }: ValueInputProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<ValueType>(() => inferValueType(value));
  const [text, setText] = useState(() => valueText(type, value));
  const [checked, setChecked] = useState(value === true);
  const [touched, setTouched] = useState(false);
  const [jsonOpen, setJsonOpen] = useState(false);
  const parsed = parseTyped(type, text, checked, !!required);
  const error =
    touched && parsed.error
      ? requiredText && parsed.error.endsWith('-required')
        ? requiredText
        : t(parsed.error)
      : undefined;

  const emit = (nextType: ValueType, nextText: string, nextChecked: boolean) =>
    onChange(parseTyped(nextType, nextText, nextChecked, !!required).value);
  const changeType = (next: ValueType) => {
    const reset = resetValue(next);
    setType(next);
    setText(valueText(next, reset));
    setChecked(false);
    setTouched(false);
    onChange(reset === '' ? null : reset);
  };
  const typeLabel: Record<ValueType, string> = {
    STRING: t('value.string'),
    INTEGER: t('value.integer'),
    DOUBLE: t('value.double'),
    BOOLEAN: t('value.boolean'),
    JSON: t('value.json'),
  };
  return (
    <Row data-testid={testId}>
      <Select
        label={t('value.type')}
        options={VALUE_TYPES.map((v) => ({ value: v, label: typeLabel[v] }))}
        value={type}
        onChange={changeType}
        disabled={disabled}
      />
      {type === 'BOOLEAN' ? (
        <BoolBox>
          <Toggle
            label={checked ? t('value.true') : t('value.false')}
            checked={checked}
            disabled={disabled}
            onChange={(c) => {
              setChecked(c);
              emit(type, text, c);
            }}
          />
        </BoolBox>
      ) : (
        <TextField
          label={t('value.value')}
          value={text}
          required={required}
          disabled={disabled}
          inputMode={type === 'INTEGER' ? 'numeric' : type === 'DOUBLE' ? 'decimal' : undefined}
          error={error}
          onChange={(e) => {
            setText(e.target.value);
            setTouched(true);
            emit(type, e.target.value, checked);
          }}
          onBlur={() => setTouched(true)}
          trailing={
            type === 'JSON' && !disabled ? (
              <IconButton
                aria-label={t('details.edit-json')}
                onClick={() => setJsonOpen(true)}
                data-testid="value-edit-json"
              >
                <TidyIcon size={20} />
              </IconButton>
            ) : undefined
          }
        />
      )}
      {type === 'JSON' ? (
        <EditJsonDialog
          open={jsonOpen}
          value={(parsed.value as object | null) ?? {}}
          onClose={(r) => {
            setJsonOpen(false);
            if (r) {
              const s = JSON.stringify(r);
              setText(s);
              onChange(r);
            }
          }}
        />
      ) : null}
    </Row>
  );
}
