/** Actions tab: the actions of every action source of the widget, with add, edit, reorder and delete. */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import { Button, IconButton } from '../../../../ui/button/button';
import { AddIcon, ExpandLessIcon } from '../../../../ui/icons/control-icons';
import { iconPaths } from '../../../../ui/icons/icon-catalogue';
import { v } from '../../../../ui/theme/tokens';
import { ActionDialog, actionSourceLabel, actionTypeLabel } from './action-dialog';
import { Hint, Section } from './form-bits';
import {
  actionSourcesOf,
  actionsIn,
  addAction,
  moveAction,
  newAction,
  removeAction,
  updateAction,
} from './model/actions';
import { str, type Json } from './model/json';
import type { Issue } from './model/validation';
import type { DashboardStateOption, WidgetConfigServices } from './services';
import { SimpleTable } from '../../../../ui/table/simple-table';
import { EditDeleteButtons } from '../shared/edit-delete-buttons';
import { ExpandMoreIcon } from '../../../../ui/icons/nav-icons';

const Table = styled(SimpleTable)`
  margin-bottom: 8px;
  & th {
    padding-block: 4px;
  }
  & td {
    padding-block: 2px;
  }
  & td:last-child {
    text-align: end;
    white-space: nowrap;
  }
  & tr[data-invalid] td:first-child {
    box-shadow: inset 3px 0 0 ${v('color-warn')};
  }
`;

const ErrorText = styled.span`
  display: block;
  font-size: 12px;
  color: ${v('color-warn')};
`;

const SourceHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
  & > h3 {
    margin: 0;
    font-size: 15px;
    font-weight: 500;
  }
`;

export interface ActionsTabProps {
  widget: Json;
  onChange(widget: Json): void;
  states: readonly DashboardStateOption[];
  services: WidgetConfigServices;
  issues: readonly Issue[];
}

/** One action of a source: its icon, name (with its problem, if any), type and the move, edit and delete buttons. */
function ActionRow({
  action: a,
  issue,
  first,
  last,
  onMove,
  onEdit,
  onDelete,
}: {
  action: Json;
  issue: Issue | undefined;
  first: boolean;
  last: boolean;
  onMove(delta: number): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const name = str(a.name);
  const path = iconPaths.get(str(a.icon));
  return (
    <tr data-testid="action-row" data-invalid={issue ? '' : undefined}>
      <td>
        <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          {path ? <path d={path} /> : null}
        </svg>
      </td>
      <td>
        {name}
        {issue ? <ErrorText>{t(issue.message)}</ErrorText> : null}
      </td>
      <td>{t(actionTypeLabel(a.type))}</td>
      <td>
        <IconButton
          aria-label={t('widget-config.move-action-up', { action: name })}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <ExpandLessIcon size={20} />
        </IconButton>
        <IconButton
          aria-label={t('widget-config.move-action-down', { action: name })}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ExpandMoreIcon size={20} />
        </IconButton>
        <EditDeleteButtons
          edit={{
            label: t('widget-config.edit-action-named', { action: name }),
            onClick: onEdit,
            testId: 'action-edit',
          }}
          remove={{
            label: t('widget-config.delete-action-named', { action: name }),
            onClick: onDelete,
            testId: 'action-delete',
          }}
        />
      </td>
    </tr>
  );
}

export function ActionsTab({ widget, onChange, states, services, issues }: ActionsTabProps) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<{ source: string; action: Json; isNew: boolean } | null>(null);
  const sources = actionSourcesOf(widget);
  const sourceText = (s: string) => (i18n.exists(actionSourceLabel(s)) ? t(actionSourceLabel(s)) : s);
  return (
    <div data-testid="actions-tab">
      {sources.map((source) => {
        const list = actionsIn(widget, source);
        return (
          <Section key={source} data-testid={`actions-${source}`}>
            <SourceHead>
              <h3>{sourceText(source)}</h3>
              <Button
                $variant="text"
                onClick={() => setEditing({ source, action: newAction(), isNew: true })}
                data-testid="action-add"
                aria-label={t('widget-config.add-action-to', { source: sourceText(source) })}
              >
                <AddIcon size={20} />
                {t('action.add')}
              </Button>
            </SourceHead>
            {list.length === 0 ? (
              <Hint>{t('widget-config.no-actions')}</Hint>
            ) : (
              <Table aria-label={sourceText(source)}>
                <thead>
                  <tr>
                    <th scope="col">{t('widget-config.action-icon')}</th>
                    <th scope="col">{t('widget-config.action-name')}</th>
                    <th scope="col">{t('widget-config.action-type')}</th>
                    <th scope="col">
                      <span
                        style={{
                          position: 'absolute',
                          width: 1,
                          height: 1,
                          overflow: 'hidden',
                          clipPath: 'inset(50%)',
                        }}
                      >
                        {t('widget-config.action-buttons')}
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((a, i) => {
                    const issue = issues.find((x) => x.field === `action.${source}.${str(a.id)}`);
                    return (
                      <ActionRow
                        key={str(a.id) || i}
                        action={a}
                        issue={issue}
                        first={i === 0}
                        last={i === list.length - 1}
                        onMove={(delta) => onChange(moveAction(widget, source, i, i + delta))}
                        onEdit={() => setEditing({ source, action: a, isNew: false })}
                        onDelete={() => onChange(removeAction(widget, source, str(a.id)))}
                      />
                    );
                  })}
                </tbody>
              </Table>
            )}
          </Section>
        );
      })}
      {editing ? (
        <ActionDialog
          isNew={editing.isNew}
          value={editing.action}
          source={editing.source}
          sources={sources}
          actionsIn={(s) => actionsIn(widget, s)}
          states={states}
          services={services}
          onClose={() => setEditing(null)}
          onApply={(action, source) => {
            onChange(
              editing.isNew ? addAction(widget, source, action) : updateAction(widget, source, action, editing.source),
            );
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
