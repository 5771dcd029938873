/** Column builders shared by the entity pages (created time, text, check mark). */
import { CheckBoxBlankIcon, CheckBoxIcon } from '../icons/control-icons';
import type { EntityColumn } from '../entity-table/entity-table-types';
import { formatDateTime } from './format';

/** "Created time", sortable, formatted in the UI language. */
export function createdTimeColumn<T extends { createdTime?: number | null }>(
  title: string,
  locale: string,
  opts: Partial<EntityColumn<T>> = {},
): EntityColumn<T> {
  return {
    key: 'createdTime',
    title,
    sortable: true,
    width: '180px',
    cell: (e) => formatDateTime(e.createdTime, locale),
    ...opts,
  };
}

/** A text column; sortable by `key` unless told otherwise. */
export function textColumn<T>(
  key: string,
  title: string,
  get: (e: T) => string | null | undefined,
  opts: Partial<EntityColumn<T>> = {},
): EntityColumn<T> {
  return { key, title, sortable: true, cell: (e) => get(e) ?? '', ...opts };
}

/** A boolean column drawn as a checked or empty box, as ThingsBoard's tables do; `label` names the checked state. */
export function checkColumn<T>(
  key: string,
  title: string,
  get: (e: T) => boolean,
  label: string,
  opts: Partial<EntityColumn<T>> = {},
): EntityColumn<T> {
  return {
    key,
    title,
    align: 'center',
    width: '96px',
    cell: (e) =>
      get(e) ? (
        <CheckBoxIcon size={20} title={label} data-checked="true" />
      ) : (
        <CheckBoxBlankIcon size={20} style={{ opacity: 0.54 }} data-checked="false" />
      ),
    ...opts,
  };
}
