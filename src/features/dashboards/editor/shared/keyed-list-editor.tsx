/**
 * The editor of an id-keyed map of the dashboard configuration whose items widgets refer to: entity aliases
 * (`configuration.entityAliases`) and filters (`configuration.filters`). A table of the items (name, one column of the
 * caller's, edit and delete) and add. An item used by widgets cannot be deleted: as ThingsBoard, the message names
 * the widgets. Apply hands the whole map back; items and fields the editor does not touch pass through as they came.
 *
 * `kind` is both the locale namespace of the texts (`alias.add`, `filter.add`, …) and the item's name field (an
 * alias is named by `alias`, a filter by `filter`); the test ids follow it (`alias-row`, `filter-row`, …).
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/button/button';
import { AddIcon } from '../../../../ui/icons/control-icons';
import type { EditorPanelProps, TbJson } from '../panel-contract';
import { ConfirmDialog } from './confirm-dialog';
import { EditorDialog } from './editor-dialog';
import { EditDeleteButtons } from './edit-delete-buttons';
import { Empty, ErrorText, Table, Toolbar, VisuallyHidden } from './editor-styles';
import { asObject } from './ids';
import { putById, removeById } from './map-ops';
import { widgetsUsing } from './widget-usage';

export type ItemMap = Record<string, TbJson>;

export interface ItemDialogProps {
  value: TbJson;
  /** The map as edited so far: the dialog checks the name is unique in it. */
  items: ItemMap;
  isAdd: boolean;
  onApply(item: TbJson): void;
  onClose(): void;
}

export interface KeyedListEditorProps {
  panel: EditorPanelProps;
  kind: 'alias' | 'filter';
  /** The widget datasource field that refers to an item by id. */
  usageField: 'entityAliasId' | 'filterId';
  title: string;
  empty: string;
  testId: string;
  width: number;
  /** The column between the name and the actions. */
  column: { header: string; cell(item: TbJson): ReactNode };
  newItem(): TbJson;
  dialog(props: ItemDialogProps): ReactNode;
}

export function KeyedListEditor({ panel, kind, usageField, column, newItem, dialog, ...p }: KeyedListEditorProps) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ItemMap>(() => asObject(panel.value) as ItemMap);
  const [editing, setEditing] = useState<{ item: TbJson; isAdd: boolean } | null>(null);
  const [deleting, setDeleting] = useState<TbJson | null>(null);
  const [inUse, setInUse] = useState<string | null>(null);
  const named = (item: TbJson) => ({ [kind]: item[kind] });
  const remove = (item: TbJson) => {
    const users = widgetsUsing(panel.context.dashboard, usageField, String(item.id));
    if (users.length) setInUse(t(`${kind}.in-use`, { ...named(item), widgets: users.join(', ') }));
    else setDeleting(item);
  };
  const list = Object.values(items).map(asObject);
  return (
    <EditorDialog
      title={p.title}
      valid
      onApply={() => panel.onApply(items)}
      onClose={panel.onClose}
      testId={p.testId}
      width={p.width}
    >
      {list.length === 0 ? (
        <Empty>{p.empty}</Empty>
      ) : (
        <Table>
          <thead>
            <tr>
              <th>{t(`${kind}.name`)}</th>
              <th>{column.header}</th>
              <th>
                <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((item) => (
              <tr key={String(item.id)} data-testid={`${kind}-row`}>
                <td>{String(item[kind] ?? '')}</td>
                <td>{column.cell(item)}</td>
                <td>
                  <EditDeleteButtons
                    edit={{
                      label: t(`${kind}.edit-named`, named(item)),
                      onClick: () => setEditing({ item, isAdd: false }),
                      testId: `${kind}-edit`,
                    }}
                    remove={{
                      label: t(`${kind}.delete-named`, named(item)),
                      onClick: () => remove(item),
                      testId: `${kind}-delete`,
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {inUse ? <ErrorText role="alert">{inUse}</ErrorText> : null}
      <Toolbar>
        <Button
          $variant="outlined"
          onClick={() => setEditing({ item: newItem(), isAdd: true })}
          data-testid={`${kind}-add`}
        >
          <AddIcon size={18} />
          {t(`${kind}.add`)}
        </Button>
      </Toolbar>
      {editing
        ? dialog({
            value: editing.item,
            items,
            isAdd: editing.isAdd,
            onClose: () => setEditing(null),
            onApply: (item) => {
              setItems(putById(items, String(item.id), item));
              setEditing(null);
            },
          })
        : null}
      {deleting ? (
        <ConfirmDialog
          title={t(`${kind}.delete-title`, named(deleting))}
          text={t(`${kind}.delete-text`)}
          onNo={() => setDeleting(null)}
          onYes={() => {
            setItems(removeById(items, String(deleting.id)));
            setDeleting(null);
          }}
        />
      ) : null}
    </EditorDialog>
  );
}
