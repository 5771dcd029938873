/** A complex predicate: AND / OR of further predicates (simple or complex), in a nested dialog. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../../ui/select/select';
import { EditorDialog } from '../shared/editor-dialog';
import { predicateError, type PredicateInfo } from './filter-model';
import { operationText } from './predicate-text';
import type { ReactNode } from 'react';

export interface ComplexPredicateDialogProps {
  value: PredicateInfo;
  /** The nested predicate list (passed in: the list renders this dialog in turn). */
  renderPredicates(list: PredicateInfo[], onChange: (list: PredicateInfo[]) => void): ReactNode;
  onApply(value: PredicateInfo): void;
  onClose(): void;
}

export function ComplexPredicateDialog({ value, renderPredicates, onApply, onClose }: ComplexPredicateDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const p = draft.keyFilterPredicate;
  const list = (p.predicates as PredicateInfo[] | undefined) ?? [];
  const error = predicateError(draft);
  return (
    <EditorDialog title={t('filter.complex-predicate')} valid={!error} onApply={() => onApply(draft)} onClose={onClose} testId="complex-predicate-dialog" width={720}>
      <Select<string>
        label={t('filter.complex-operation')}
        value={p.operation}
        options={['AND', 'OR'].map((op) => ({ value: op, label: operationText(t, op) }))}
        onChange={(operation) => setDraft({ ...draft, keyFilterPredicate: { ...p, operation } })}
        testId="complex-operation"
      />
      {renderPredicates(list, (predicates) => setDraft({ ...draft, keyFilterPredicate: { ...p, predicates } }))}
    </EditorDialog>
  );
}
