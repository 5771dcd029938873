/**
 * The predicates of a key filter (or of a complex predicate): simple ones edited in place, complex ones (AND / OR
 * of further predicates) summarised and edited in a nested dialog. Add simple, add complex, remove.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, IconButton } from '../../../../ui/button/button';
import { AddIcon, DeleteIcon } from '../../../../ui/icons/control-icons';
import { v } from '../../../../ui/theme/tokens';
import { ErrorText } from '../shared/editor-styles';
import { ComplexPredicateDialog } from './complex-predicate-dialog';
import { newComplexPredicate, newPredicate, type PredicateInfo, type ValueType } from './filter-model';
import { predicateText } from './predicate-text';
import { SimplePredicate } from './simple-predicate';
import { EditIcon } from '../../../../ui/icons/entity-icons';

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

export interface PredicateListProps {
  value: PredicateInfo[];
  onChange(value: PredicateInfo[]): void;
  valueType: ValueType;
  keyName: string;
  showErrors?: boolean;
}

export function PredicateList({ value, onChange, valueType, keyName, showErrors }: PredicateListProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | null>(null);
  const set = (i: number, p: PredicateInfo) => onChange(value.map((x, k) => (k === i ? p : x)));
  const complex = editing === null ? null : value[editing];
  return (
    <div data-testid="predicate-list">
      {value.map((p, i) => (
        <Item key={i} data-testid={p.keyFilterPredicate.type === 'COMPLEX' ? 'predicate-complex' : 'predicate-simple'}>
          {p.keyFilterPredicate.type === 'COMPLEX' ? (
            <Summary>
              <span>{predicateText(t, keyName || t('filter.no-key'), p)}</span>
              <IconButton aria-label={t('filter.edit-complex-predicate')} onClick={() => setEditing(i)} data-testid="predicate-complex-edit">
                <EditIcon size={20} />
              </IconButton>
            </Summary>
          ) : (
            <SimplePredicate value={p} onChange={(np) => set(i, np)} valueType={valueType} keyName={keyName} />
          )}
          <IconButton data-remove aria-label={t('filter.remove-predicate')} onClick={() => onChange(value.filter((_, k) => k !== i))}>
            <DeleteIcon size={20} />
          </IconButton>
        </Item>
      ))}
      {showErrors && value.length === 0 ? <ErrorText role="alert">{t('filter.predicates-required')}</ErrorText> : null}
      <Button $variant="text" onClick={() => onChange([...value, newPredicate(valueType)])} data-testid="predicate-add">
        <AddIcon size={18} />
        {t('filter.add-predicate')}
      </Button>
      <Button $variant="text" onClick={() => onChange([...value, newComplexPredicate()])} data-testid="predicate-add-complex">
        <AddIcon size={18} />
        {t('filter.add-complex-predicate')}
      </Button>
      {complex && editing !== null ? (
        <ComplexPredicateDialog
          value={complex}
          renderPredicates={(list, change) => <PredicateList value={list} onChange={change} valueType={valueType} keyName={keyName} showErrors />}
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
