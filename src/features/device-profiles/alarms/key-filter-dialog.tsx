/**
 * Edit one key filter of an alarm condition in the shared key filter editor: the key name is suggested from the
 * keys the profile's devices report (or the entity fields); several predicates are saved joined with AND.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import {
  fromPredicateInfos,
  keyFilterError,
  toPredicateInfos,
  type KeyFilterUi,
} from '../../../ui/filter-editor/filter-model';
import type { FilterEditorOptions } from '../../../ui/filter-editor/filter-options';
import { KeyFilterFields } from '../../../ui/filter-editor/key-filter-fields';
import { useProfileServices } from '../editor/services-context';
import {
  DYNAMIC_SOURCES,
  ENTITY_FIELD_KEYS,
  type AlarmConditionFilter,
  type AlarmKeyType,
  type KeyFilterPredicate,
} from '../model/key-filters';

/** Alarm rules: dynamic values of the current tenant, customer or device; comparisons as symbols; never empty. */
export const ALARM_FILTER_OPTIONS: FilterEditorOptions = {
  dynamicSources: DYNAMIC_SOURCES,
  userParameters: false,
  symbols: true,
  stringOperation: 'EQUAL',
  keepOnePredicate: true,
};

const toUi = ({ predicate, ...rest }: AlarmConditionFilter): KeyFilterUi => ({
  ...rest,
  predicates: toPredicateInfos(predicate),
});

/** Alarm rules store every predicate value with its userValue (null) and every key filter with a value (null). */
const withUserValues = (p: KeyFilterPredicate): KeyFilterPredicate =>
  p.type === 'COMPLEX'
    ? { ...p, predicates: p.predicates.map(withUserValues) }
    : ({ ...p, value: { ...p.value, userValue: p.value.userValue ?? null } } as KeyFilterPredicate);

export interface KeyFilterDialogProps {
  value: AlarmConditionFilter;
  profileId: string | null;
  onApply(value: AlarmConditionFilter): void;
  onClose(): void;
  disabled?: boolean;
}

export function KeyFilterDialog({ value, profileId, onApply, onClose, disabled }: KeyFilterDialogProps) {
  const { t } = useTranslation();
  const services = useProfileServices();
  const [draft, setDraft] = useState(() => toUi(value));
  const [tried, setTried] = useState(false);
  const suggestKeys = async (keyType: string, text: string) => {
    const all =
      keyType === 'ENTITY_FIELD'
        ? [...ENTITY_FIELD_KEYS]
        : keyType === 'CONSTANT'
          ? []
          : await services.profileKeys(keyType === 'TIME_SERIES' ? 'timeseries' : 'attributes', profileId);
    return all.filter((k) => k.toLowerCase().includes(text.trim().toLowerCase()));
  };
  const apply = () => {
    const { predicates, ...rest } = draft;
    const predicate = fromPredicateInfos(predicates);
    if (keyFilterError(draft) || !predicate) return setTried(true);
    onApply({
      ...rest,
      key: { ...draft.key, type: draft.key.type as AlarmKeyType },
      value: rest.value ?? null,
      predicate: withUserValues(predicate),
    });
  };
  const actions = (
    <>
      <Button $variant="text" onClick={onClose}>
        {t('action.cancel')}
      </Button>
      <Button disabled={disabled} onClick={apply} data-testid="key-filter-apply">
        {t('action.apply')}
      </Button>
    </>
  );
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('filter.key-filter')}
      width={720}
      testId="key-filter-dialog"
      actions={actions}
    >
      <KeyFilterFields
        value={draft}
        onChange={setDraft}
        options={ALARM_FILTER_OPTIONS}
        touched={tried}
        onTouched={() => undefined}
        suggestKeys={suggestKeys}
        disabled={disabled}
      />
    </Dialog>
  );
}
