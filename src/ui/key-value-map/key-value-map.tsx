/**
 * Key-value map editor: rows of key and value fields with remove buttons and an Add button. Every row needs a
 * non-empty key and value; duplicate keys collapse to the last when the map is emitted.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Button, IconButton } from '../button/button';
import { AddIcon, DeleteIcon } from '../icons/control-icons';
import { TextField } from '../text-field/text-field';
import { v } from '../theme/tokens';
import { mapToRows, rowErrors, rowsToMap, rowsValid, type KeyValueRow } from './key-value';

export interface KeyValueMapProps {
  value: Record<string, string> | null;
  onChange(map: Record<string, string>): void;
  onValidityChange?(valid: boolean): void;
  /** Column titles; default 'Key' / 'Value'. */
  keyLabel?: string;
  valueLabel?: string;
  /** Accessible name of the whole editor. */
  label: string;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) 40px;
  gap: 8px;
  align-items: start;
  & > button {
    margin-top: 6px;
  }
`;

const Empty = styled.p`
  margin: 4px 0 8px;
  color: ${v('color-text-secondary')};
  font-style: italic;
`;

export function KeyValueMap({
  value,
  onChange,
  onValidityChange,
  keyLabel,
  valueLabel,
  label,
  required,
  disabled,
  testId,
}: KeyValueMapProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<KeyValueRow[]>(() => mapToRows(value));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const errors = rowErrors(rows);
  const update = (next: KeyValueRow[]) => {
    setRows(next);
    onChange(rowsToMap(next));
    onValidityChange?.(rowsValid(next, required));
  };
  const touch = (id: string) => setTouched((s) => new Set(s).add(id));
  return (
    <div role="group" aria-label={label} data-testid={testId}>
      {rows.length === 0 ? <Empty>{t('key-val.no-data')}</Empty> : null}
      {rows.map((r, i) => (
        <Row key={i} data-kv-row="">
          <TextField
            label={keyLabel ?? t('key-val.key')}
            value={r.key}
            required
            disabled={disabled}
            error={touched.has(`k${i}`) && errors[i]!.key ? t('key-val.key-required') : undefined}
            onBlur={() => touch(`k${i}`)}
            onChange={(e) => update(rows.map((x, k) => (k === i ? { ...x, key: e.target.value } : x)))}
          />
          <TextField
            label={valueLabel ?? t('key-val.value')}
            value={r.value}
            required
            disabled={disabled}
            error={touched.has(`v${i}`) && errors[i]!.value ? t('key-val.value-required') : undefined}
            onBlur={() => touch(`v${i}`)}
            onChange={(e) => update(rows.map((x, k) => (k === i ? { ...x, value: e.target.value } : x)))}
          />
          <IconButton
            aria-label={t('key-val.remove-entry')}
            disabled={disabled}
            onClick={() => update(rows.filter((_, k) => k !== i))}
          >
            <DeleteIcon size={20} />
          </IconButton>
        </Row>
      ))}
      <Button
        $variant="text"
        disabled={disabled}
        onClick={() => update([...rows, { key: '', value: '' }])}
        data-testid="kv-add"
      >
        <AddIcon size={18} />
        {t('key-val.add-entry')}
      </Button>
    </div>
  );
}
