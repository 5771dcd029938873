/**
 * Add or edit one entity alias: name (required, unique), filter type (the types this user may pick), resolve as
 * multiple entities, and the chosen type's fields. Changing the type keeps only fields the new type owns (plus
 * unknown ones). Done stays disabled while anything is missing.
 */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Select } from '../../../../ui/select/select';
import { TextField } from '../../../../ui/text-field/text-field';
import { Toggle } from '../../../../ui/toggle/toggle';
import type { TbJson } from '../panel-contract';
import { EditorDialog } from '../shared/editor-dialog';
import { useEditorServices } from '../shared/editor-services';
import { asObject } from '../shared/ids';
import { Stack } from '../shared/editor-styles';
import { changeFilterType, filterErrors, SEARCH_QUERIES } from './alias-filter-model';
import { aliasNameError, allowedFilterTypes, type AliasMap } from './alias-list-model';
import { FilterFields } from './filter-fields';
import { QueryFields } from './query-fields';

/** 'relationsQuery' → 'alias.filter-type-relations-query'. */
export const filterTypeKey = (type: string) =>
  `alias.filter-type-${type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export interface AliasDialogProps {
  value: TbJson;
  aliases: AliasMap;
  isAdd: boolean;
  onApply(alias: TbJson): void;
  onClose(): void;
}

export function AliasDialog({ value, aliases, isAdd, onApply, onClose }: AliasDialogProps) {
  const { t } = useTranslation();
  const { authority, edgesEnabled } = useEditorServices();
  const [alias, setAlias] = useState(value);
  const [nameTouched, setNameTouched] = useState(false);
  const filter = asObject(alias.filter);
  const type = String(filter.type ?? '');
  const nameError = aliasNameError(String(alias.alias ?? ''), aliases, String(alias.id));
  const errors = filterErrors(filter);
  const valid = !nameError && Object.keys(errors).length === 0;
  const types = allowedFilterTypes(authority, edgesEnabled);
  if (type && !types.includes(type)) types.push(type);
  const patch = (p: TbJson) => setAlias({ ...alias, filter: { ...filter, ...p } });
  const isQuery = type === 'relationsQuery' || type in SEARCH_QUERIES;
  return (
    <EditorDialog
      title={t(isAdd ? 'alias.add' : 'alias.edit')}
      valid={valid}
      onApply={() => onApply({ ...alias, alias: String(alias.alias).trim() })}
      onClose={onClose}
      testId="alias-dialog"
      width={640}
      applyText={t(isAdd ? 'action.add' : 'action.save')}
    >
      <Stack>
        <TextField
          label={t('alias.name')}
          required
          autoFocus
          value={String(alias.alias ?? '')}
          error={nameTouched && nameError ? t(nameError) : undefined}
          onChange={(e) => setAlias({ ...alias, alias: e.target.value })}
          onBlur={() => setNameTouched(true)}
          data-testid="alias-name"
        />
        <Select<string>
          label={t('alias.filter-type')}
          required
          value={type || null}
          options={types.map((ft) => ({ value: ft, label: t(filterTypeKey(ft)) }))}
          onChange={(next) => setAlias({ ...alias, filter: changeFilterType(filter, next) })}
          testId="alias-filter-type"
        />
        <Toggle
          label={t('alias.resolve-multiple')}
          checked={filter.resolveMultiple === true}
          onChange={(resolveMultiple) => patch({ resolveMultiple })}
          data-testid="alias-resolve-multiple"
        />
        {isQuery ? (
          <QueryFields key={type} filter={filter} onChange={patch} errors={errors} showErrors={nameTouched} />
        ) : (
          <FilterFields key={type} filter={filter} onChange={patch} errors={errors} showErrors={nameTouched} />
        )}
      </Stack>
    </EditorDialog>
  );
}
