/**
 * The predicates of a key filter (or of a complex predicate): simple ones edited in place, complex ones (AND / OR
 * of further predicates) summarised and edited in a nested dialog. Add simple, add complex, remove.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import type { FilterValueType } from '../../lib/key-filter';
import { Button, IconButton } from '../button/button';
import { AddIcon, DeleteIcon } from '../icons/control-icons';
import { EditIcon } from '../icons/entity-icons';
import { v } from '../theme/tokens';
import { ComplexPredicateDialog } from './complex-predicate-dialog';
import { newComplexPredicate, newPredicate, type PredicateInfo } from './filter-model';
import type { FilterEditorOptions } from './filter-options';
import { predicateText } from './predicate-text';
import { SimplePredicateFields } from './simple-predicate-fields';

const Item = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 4px;
  border: 1px solid ${v('color-divider')};
  border-radius: 4px;
  padding-block: 8px;
  padding-inline: 12px 48px;
  margin-bottom: 8px;
  & > [data-remove] {
    position: absolute;
    top: 8px;
    inset-inline-end: 4px;
  }
`;

const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  color: ${v('color-text')};
  & > span {
    flex: 1;
  }
`;

export const ErrorText = styled.div`
  color: ${v('color-warn')};
  font-size: 12px;
  padding: 0 12px;
`;

export interface PredicateListProps {
  value: PredicateInfo[];
  onChange(value: PredicateInfo[]): void;
  valueType: FilterValueType;
  keyName: string;
  options: FilterEditorOptions;
  disabled?: boolean;
  showErrors?: boolean;
}

export function PredicateList({
  value,
  onChange,
  valueType,
  keyName,
  options,
  disabled,
  showErrors,
}: PredicateListProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | null>(null);
  const set = (i: number, p: PredicateInfo) => onChange(value.map((x, k) => (k === i ? p : x)));
  const fresh = () => newPredicate(valueType, options.stringOperation);
  const complex = editing === null ? null : value[editing];
  const row = (p: PredicateInfo, i: number) => (
    <Item key={i} data-testid={p.keyFilterPredicate.type === 'COMPLEX' ? 'predicate-complex' : 'predicate-simple'}>
      {p.keyFilterPredicate.type === 'COMPLEX' ? (
        <Summary>
          <span>{predicateText(t, keyName || t('filter.no-key'), p, options.symbols)}</span>
          <IconButton
            aria-label={t('filter.edit-complex-predicate')}
            onClick={() => setEditing(i)}
            data-testid="predicate-complex-edit"
          >
            <EditIcon size={20} />
          </IconButton>
        </Summary>
      ) : (
        <SimplePredicateFields
          value={p}
          onChange={(np) => set(i, np)}
          valueType={valueType}
          keyName={keyName}
          options={options}
          disabled={disabled}
          showErrors={showErrors}
        />
      )}
      <IconButton
        data-remove
        aria-label={t('filter.remove-predicate')}
        disabled={disabled}
        onClick={() => onChange(value.filter((_, k) => k !== i))}
      >
        <DeleteIcon size={20} />
      </IconButton>
    </Item>
  );
  return (
    <div data-testid="predicate-list">
      {value.map(row)}
      {showErrors && value.length === 0 ? <ErrorText role="alert">{t('filter.predicates-required')}</ErrorText> : null}
      <Button
        $variant="text"
        disabled={disabled}
        onClick={() => onChange([...value, fresh()])}
        data-testid="predicate-add"
      >
        <AddIcon size={18} />
        {t('filter.add-predicate')}
      </Button>
      <Button
        $variant="text"
        disabled={disabled}
        onClick={() => onChange([...value, newComplexPredicate(options.keepOnePredicate ? [fresh()] : [])])}
        data-testid="predicate-add-complex"
      >
        <AddIcon size={18} />
        {t('filter.add-complex-predicate')}
      </Button>
      {complex && editing !== null ? (
        <ComplexPredicateDialog
          value={complex}
          disabled={disabled}
          renderPredicates={(list, change) => (
            <PredicateList
              value={list}
              onChange={change}
              valueType={valueType}
              keyName={keyName}
              options={options}
              disabled={disabled}
              showErrors
            />
          )}
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
