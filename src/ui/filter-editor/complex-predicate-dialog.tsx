/** A complex predicate: AND / OR over a nested list of predicates (which may hold further complex ones). */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { COMPLEX_OPERATIONS, type ComplexOperation } from '../../lib/key-filter';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { RadioGroup } from '../radio/radio-group';
import { predicateError, type PredicateInfo } from './filter-model';

export interface ComplexPredicateDialogProps {
  value: PredicateInfo;
  /** Renders the nested predicate list (passed in by the list itself, which keeps the modules acyclic). */
  renderPredicates(list: PredicateInfo[], onChange: (list: PredicateInfo[]) => void): ReactNode;
  onApply(value: PredicateInfo): void;
  onClose(): void;
  disabled?: boolean;
}

export function ComplexPredicateDialog({
  value,
  renderPredicates,
  onApply,
  onClose,
  disabled,
}: ComplexPredicateDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const p = draft.keyFilterPredicate;
  const list = Array.isArray(p.predicates) ? (p.predicates as PredicateInfo[]) : [];
  const valid = !predicateError(draft);
  const actions = (
    <>
      <Button $variant="text" onClick={onClose}>
        {t('action.cancel')}
      </Button>
      <Button disabled={disabled || !valid} onClick={() => onApply(draft)} data-testid="complex-predicate-apply">
        {t('action.apply')}
      </Button>
    </>
  );
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('filter.complex-predicate')}
      width={720}
      testId="complex-predicate-dialog"
      actions={actions}
    >
      <RadioGroup<ComplexOperation>
        row
        label={t('filter.complex-operation')}
        value={p.operation as ComplexOperation}
        disabled={disabled}
        options={COMPLEX_OPERATIONS.map((op) => ({ value: op, label: t(`filter.complex-${op.toLowerCase()}`) }))}
        onChange={(operation) => setDraft({ ...draft, keyFilterPredicate: { ...p, operation } })}
      />
      {renderPredicates(list, (predicates) => setDraft({ ...draft, keyFilterPredicate: { ...p, predicates } }))}
    </Dialog>
  );
}
