/** Edit a complex predicate: AND / OR over a nested list of predicates (which may hold further complex ones). */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { RadioGroup } from '../../../ui/radio/radio-group';
import { COMPLEX_OPERATIONS, predicateValid, type ComplexPredicate, type KeyFilterPredicate } from '../model/key-filters';

export interface ComplexPredicateDialogProps {
  value: ComplexPredicate;
  /** Renders the nested predicate list (passed in by the list itself, which keeps the modules acyclic). */
  renderPredicates(predicates: KeyFilterPredicate[], onChange: (p: KeyFilterPredicate[]) => void): ReactNode;
  onApply(value: ComplexPredicate): void;
  onClose(): void;
  disabled?: boolean;
}

export function ComplexPredicateDialog({ value, renderPredicates, onApply, onClose, disabled }: ComplexPredicateDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const valid = predicateValid(draft);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('filter.complex-predicate')}
      width={640}
      testId="complex-predicate-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button disabled={disabled || !valid} onClick={() => onApply(draft)} data-testid="complex-predicate-apply">
            {t('action.apply')}
          </Button>
        </>
      }
    >
      <RadioGroup
        row
        label={t('filter.complex-operation')}
        value={draft.operation}
        disabled={disabled}
        options={COMPLEX_OPERATIONS.map((op) => ({ value: op, label: t(`filter.complex-${op.toLowerCase()}`) }))}
        onChange={(operation) => setDraft({ ...draft, operation })}
      />
      {renderPredicates(draft.predicates, (predicates) => setDraft({ ...draft, predicates }))}
    </Dialog>
  );
}
