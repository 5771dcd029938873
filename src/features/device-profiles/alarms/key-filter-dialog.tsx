/**
 * Edit one key filter of an alarm condition: key type (attribute, time series, entity field, constant), key name
 * (suggested from the keys the profile's devices report, or the entity fields), value type, a constant's value, and
 * the predicates. Several predicates are saved joined with AND.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete } from '../../../ui/autocomplete/autocomplete';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Dialog } from '../../../ui/dialog/dialog';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { Caption, Grid } from '../editor/editor-styles';
import { NumberField } from '../../../ui/number-field/number-field';
import { useProfileServices } from '../editor/services-context';
import {
  ALARM_KEY_TYPES, ENTITY_FIELD_KEYS, VALUE_TYPES, keyFilterValid, newPredicate, predicateFromList, predicateList, predicateTypeOf,
  type AlarmConditionFilter, type AlarmKeyType, type FilterValueType, type KeyFilterPredicate,
} from '../model/key-filters';
import { PredicateList } from './predicate-list';

const slug = (s: string) => s.toLowerCase().replace(/_/g, '-');

/** Predicates that still fit a new value type are kept; otherwise one fresh predicate. */
function retype(list: KeyFilterPredicate[], valueType: FilterValueType): KeyFilterPredicate[] {
  const want = predicateTypeOf(valueType);
  const fits = (p: KeyFilterPredicate): boolean => (p.type === 'COMPLEX' ? p.predicates.every(fits) : p.type === want);
  return list.length && list.every(fits) ? list : [newPredicate(valueType)];
}

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
  const [draft, setDraft] = useState(value);
  const [predicates, setPredicates] = useState(() => predicateList(value.predicate));
  const [tried, setTried] = useState(false);
  const result: AlarmConditionFilter | null = (() => {
    const predicate = predicateFromList(predicates);
    return predicate ? { ...draft, predicate } : null;
  })();
  const valid = !!result && keyFilterValid(result);
  const keyType = draft.key.type;
  const suggestions = async (text: string) => {
    const all = keyType === 'ENTITY_FIELD' ? [...ENTITY_FIELD_KEYS] : keyType === 'CONSTANT' ? [] : await services.profileKeys(keyType === 'TIME_SERIES' ? 'timeseries' : 'attributes', profileId);
    return all.filter((k) => k.toLowerCase().includes(text.trim().toLowerCase()));
  };
  const setValueType = (valueType: FilterValueType) => {
    setDraft({ ...draft, valueType, value: keyType === 'CONSTANT' ? (valueType === 'BOOLEAN' ? false : null) : draft.value });
    setPredicates(retype(predicates, valueType));
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('filter.key-filter')}
      width={680}
      testId="key-filter-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button
            disabled={disabled}
            onClick={() => (valid && result ? onApply(result) : setTried(true))}
            data-testid="key-filter-apply"
          >
            {t('action.apply')}
          </Button>
        </>
      }
    >
      <Grid $min={180}>
        <Select<AlarmKeyType>
          label={t('filter.key-type')}
          value={keyType}
          disabled={disabled}
          options={ALARM_KEY_TYPES.map((k) => ({ value: k, label: t(`filter.key-type-${slug(k)}`) }))}
          onChange={(type) => setDraft({ ...draft, key: { ...draft.key, type }, value: type === 'CONSTANT' ? draft.value ?? null : null })}
          testId="key-type"
        />
        <Autocomplete<string>
          label={t('filter.key-name')}
          value={draft.key.key || null}
          onChange={(k) => setDraft({ ...draft, key: { ...draft.key, key: k ?? '' } })}
          search={suggestions}
          getLabel={(s) => s}
          getKey={(s) => s}
          freeText={(s) => s}
          required
          requiredText={t('filter.key-name-required')}
          error={tried && !draft.key.key.trim() ? t('filter.key-name-required') : null}
          disabled={disabled}
          reloadKey={keyType}
          testId="key-name"
        />
        <Select<FilterValueType>
          label={t('filter.value-type')}
          value={draft.valueType}
          disabled={disabled}
          options={VALUE_TYPES.map((vt) => ({ value: vt, label: t(`filter.value-type-${slug(vt)}`) }))}
          onChange={setValueType}
          testId="value-type"
        />
      </Grid>
      {keyType === 'CONSTANT' ? (
        draft.valueType === 'BOOLEAN' ? (
          <Checkbox label={t('filter.constant-value')} checked={draft.value === true} disabled={disabled} onChange={(b) => setDraft({ ...draft, value: b })} />
        ) : draft.valueType === 'STRING' ? (
          <TextField label={t('filter.constant-value')} value={String(draft.value ?? '')} required disabled={disabled}
            error={tried && !String(draft.value ?? '') ? t('filter.value-required') : undefined}
            onChange={(e) => setDraft({ ...draft, value: e.target.value })} data-testid="constant-value" />
        ) : (
          <NumberField label={t('filter.constant-value')} value={typeof draft.value === 'number' ? draft.value : null} required disabled={disabled} showError={tried}
            error={typeof draft.value !== 'number' ? t('filter.value-required') : null} onChange={(n) => setDraft({ ...draft, value: n })} testId="constant-value" />
        )
      ) : null}
      <Caption>{t('filter.predicates')}</Caption>
      <PredicateList predicates={predicates} onChange={setPredicates} valueType={draft.valueType} keyName={draft.key.key} disabled={disabled} showErrors={tried} />
    </Dialog>
  );
}
