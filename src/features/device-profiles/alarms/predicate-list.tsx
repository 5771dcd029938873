/**
 * The predicates of a key filter: simple rows (operation, value, ignore case for strings, dynamic value) and complex
 * groups (AND / OR of further predicates, edited in a nested dialog).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, IconButton } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { AddIcon, DeleteIcon } from '../../../ui/icons/control-icons';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { v } from '../../../ui/theme/tokens';
import { ErrorText } from '../editor/editor-styles';
import { NumberField } from '../../../ui/number-field/number-field';
import { newComplexPredicate, newPredicate, operationsOf, type FilterValueType, type KeyFilterPredicate, type SimplePredicate } from '../model/key-filters';
import { ComplexPredicateDialog } from './complex-predicate-dialog';
import { operationText, predicateText } from './condition-text';
import { DynamicValueEditor } from './dynamic-value';

const Item = styled.div`
  border: 1px solid ${v('color-divider')};
  border-radius: 4px;
  padding-block: 8px 0;
  padding-inline: 12px 8px;
  margin-bottom: 8px;
`;

const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(130px, 180px) 1fr 40px;
  gap: 8px;
  align-items: start;
  & > button {
    margin-top: 6px;
  }
`;

const Complex = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  & > span {
    flex: 1;
  }
`;

function ValueField({ p, valueType, onChange, disabled }: { p: SimplePredicate; valueType: FilterValueType; onChange(p: SimplePredicate): void; disabled?: boolean }) {
  const { t } = useTranslation();
  const label = t('filter.value');
  if (p.type === 'BOOLEAN') {
    return <Checkbox label={t('filter.value-true')} checked={p.value.defaultValue === true} disabled={disabled} onChange={(b) => onChange({ ...p, value: { ...p.value, defaultValue: b } })} data-testid="predicate-boolean" />;
  }
  if (p.type === 'STRING') {
    return <TextField label={label} value={p.value.defaultValue ?? ''} disabled={disabled} onChange={(e) => onChange({ ...p, value: { ...p.value, defaultValue: e.target.value } })} data-testid="predicate-value" />;
  }
  return (
    <NumberField
      label={valueType === 'DATE_TIME' ? t('filter.value-ms') : label}
      value={p.value.defaultValue}
      disabled={disabled}
      error={p.value.defaultValue == null && !p.value.dynamicValue ? t('filter.value-required') : null}
      onChange={(n) => onChange({ ...p, value: { ...p.value, defaultValue: n } })}
      testId="predicate-value"
    />
  );
}

export interface PredicateListProps {
  predicates: KeyFilterPredicate[];
  onChange(predicates: KeyFilterPredicate[]): void;
  valueType: FilterValueType;
  keyName: string;
  disabled?: boolean;
  showErrors?: boolean;
}

export function PredicateList({ predicates, onChange, valueType, keyName, disabled, showErrors }: PredicateListProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | null>(null);
  const set = (i: number, p: KeyFilterPredicate) => onChange(predicates.map((x, k) => (k === i ? p : x)));
  const remove = (i: number) => onChange(predicates.filter((_, k) => k !== i));
  return (
    <div data-testid="predicate-list">
      {predicates.map((p, i) =>
        p.type === 'COMPLEX' ? (
          <Item key={i} data-testid="predicate-complex">
            <Complex>
              <span>{predicateText(t, keyName || t('filter.no-key'), p)}</span>
              <Button $variant="text" onClick={() => setEditing(i)} data-testid="predicate-complex-edit">
                {t('action.edit')}
              </Button>
              <IconButton aria-label={t('filter.remove-predicate')} disabled={disabled} onClick={() => remove(i)}>
                <DeleteIcon size={20} />
              </IconButton>
            </Complex>
          </Item>
        ) : (
          <Item key={i} data-testid="predicate-simple">
            <Line>
              <Select<string>
                label={t('filter.operation')}
                value={p.operation}
                disabled={disabled}
                options={operationsOf(p.type).map((op) => ({ value: op, label: `${operationText(t, op)}`, text: op }))}
                onChange={(operation) => set(i, { ...p, operation } as SimplePredicate)}
                testId="predicate-operation"
              />
              <ValueField p={p} valueType={valueType} disabled={disabled} onChange={(np) => set(i, np)} />
              <IconButton aria-label={t('filter.remove-predicate')} disabled={disabled} onClick={() => remove(i)}>
                <DeleteIcon size={20} />
              </IconButton>
            </Line>
            {p.type === 'STRING' ? <Checkbox label={t('filter.ignore-case')} checked={p.ignoreCase} disabled={disabled} onChange={(ignoreCase) => set(i, { ...p, ignoreCase })} /> : null}
            <DynamicValueEditor value={p.value.dynamicValue} disabled={disabled} showErrors={showErrors} onChange={(dynamicValue) => set(i, { ...p, value: { ...p.value, dynamicValue } } as SimplePredicate)} />
          </Item>
        ),
      )}
      {showErrors && predicates.length === 0 ? <ErrorText role="alert">{t('filter.predicates-required')}</ErrorText> : null}
      <Button $variant="text" disabled={disabled} onClick={() => onChange([...predicates, newPredicate(valueType)])} data-testid="predicate-add">
        <AddIcon size={18} />
        {t('filter.add-predicate')}
      </Button>
      <Button $variant="text" disabled={disabled} onClick={() => onChange([...predicates, newComplexPredicate(valueType)])} data-testid="predicate-add-complex">
        <AddIcon size={18} />
        {t('filter.add-complex-predicate')}
      </Button>
      {editing !== null && predicates[editing]?.type === 'COMPLEX' ? (
        <ComplexPredicateDialog
          value={predicates[editing] as Extract<KeyFilterPredicate, { type: 'COMPLEX' }>}
          disabled={disabled}
          renderPredicates={(list, change) => <PredicateList predicates={list} onChange={change} valueType={valueType} keyName={keyName} disabled={disabled} showErrors />}
          onClose={() => setEditing(null)}
          onApply={(p) => {
            set(editing, p);
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
