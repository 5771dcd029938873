/**
 * The details drawer of an entity table, after ThingsBoard's details panel: a side panel over the right part of
 * the table with a primary-coloured header (name, subtitle, close), an edit toggle (pencil; while editing: cancel
 * and save, which submits the form), and tabs — "Details" (actions + the view/edit form) first, then the
 * feature's tabs. Escape closes it (or leaves edit mode first).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { IconButton } from '../button/button';
import { CheckIcon, CloseIcon } from '../icons/control-icons';
import { EditIcon } from '../icons/entity-icons';
import { ProgressBar } from '../progress-bar/progress-bar';
import { Tabs } from '../tabs/tabs';
import { breakpoints, v } from '../theme/tokens';
import { Button } from '../button/button';
import { useDetailsTabs } from './details-tabs';
import type { CellAction, DetailsConfig, DetailsContext, DetailsTab, TableApi } from './entity-table-types';
import { refreshQueries } from '../query/refresh-queries';

const Panel = styled.aside`
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  bottom: 0;
  z-index: 5;
  width: min(100%, max(60%, 560px));
  display: flex;
  flex-direction: column;
  background: ${v('color-surface')};
  color: ${v('color-text')};
  box-shadow: -8px 0 16px -6px rgba(0, 0, 0, 0.28);
  outline: none;
  @media (max-width: ${breakpoints.md - 1}px) {
    width: 100%;
  }
`;

const Head = styled.header`
  position: relative;
  flex: none;
  display: flex;
  align-items: flex-start;
  gap: 8px;
  min-height: 100px;
  padding-block: 16px 28px;
  padding-inline: 24px 8px;
  color: ${v('color-primary-contrast')};
  background: ${v('color-primary')};
  h2 {
    margin: 8px 0 4px;
    font-size: 22px;
    font-weight: 500;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  p {
    margin: 0;
    opacity: 0.8;
  }
  & > div {
    flex: 1;
    min-width: 0;
  }
`;

const Fabs = styled.div`
  position: absolute;
  inset-inline-end: 24px;
  bottom: -24px;
  z-index: 2;
  display: flex;
  gap: 12px;
  button {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    border: none;
    display: grid;
    place-items: center;
    cursor: pointer;
    color: #fff;
    background: ${v('color-accent')};
    box-shadow: ${v('shadow-4')};
  }
  button.secondary {
    color: ${v('color-text')};
    background: ${v('color-surface')};
  }
  button:disabled {
    opacity: 0.6;
    cursor: default;
  }
  button:focus-visible {
    outline: 3px solid ${v('color-focus')};
  }
`;

const Body = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  & > div:last-child {
    flex: 1;
    min-height: 0;
    display: flex;
    flex-direction: column;
  }
  [role='tablist'] {
    flex: none;
    overflow-x: auto;
    padding-inline-end: 140px;
  }
  [role='tabpanel'] {
    flex: 1;
    min-height: 0;
    overflow: auto;
    display: flex;
    flex-direction: column;
    padding: 16px 24px 24px;
  }
  [role='tabpanel'] > div {
    flex: 1 0 auto;
    display: flex;
    flex-direction: column;
  }
  [role='tabpanel'] > div[data-table-tab] {
    flex: 1 1 0;
    min-height: 360px;
    margin: -16px -24px -24px;
  }
`;

export const DetailActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
`;

export interface DetailsDrawerProps<T> {
  id: string;
  queryKey: readonly unknown[];
  details: DetailsConfig<T>;
  readonly: boolean;
  api: TableApi;
  /** The row's actions, offered again as buttons above the form (ThingsBoard's details action row). */
  rowActions: readonly CellAction<T>[];
  onClose(): void;
  onSaved(entity: T): void;
}

interface DrawerHeadProps {
  title: string;
  subtitle: string;
  formId: string;
  /** Show the edit toggle (or, while editing, cancel and save). */
  fabs: boolean;
  editing: boolean;
  canSave: boolean;
  onEditing(editing: boolean): void;
  onClose(): void;
}

/** The primary-coloured head: title, subtitle, close, and the edit / cancel + save buttons on its lower edge. */
function DrawerHead({ title, subtitle, formId, fabs, editing, canSave, onEditing, onClose }: DrawerHeadProps) {
  const { t } = useTranslation();
  return (
    <Head>
      <div>
        <h2 data-testid="details-title">{title}</h2>
        <p>{subtitle}</p>
      </div>
      <IconButton
        aria-label={t('action.close')}
        title={t('action.close')}
        onClick={onClose}
        data-testid="details-close"
      >
        <CloseIcon />
      </IconButton>
      {fabs ? (
        <Fabs>
          {editing ? (
            <>
              <button
                type="button"
                className="secondary"
                aria-label={t('action.cancel')}
                title={t('action.cancel')}
                onClick={() => onEditing(false)}
                data-testid="details-cancel"
              >
                <CloseIcon />
              </button>
              <button
                type="submit"
                form={formId}
                aria-label={t('action.save')}
                title={t('action.save')}
                disabled={!canSave}
                data-testid="details-save"
              >
                <CheckIcon />
              </button>
            </>
          ) : (
            <button
              type="button"
              aria-label={t('details.edit-mode')}
              title={t('details.edit-mode')}
              onClick={() => onEditing(true)}
              data-testid="details-edit"
            >
              <EditIcon />
            </button>
          )}
        </Fabs>
      ) : null}
    </Head>
  );
}

/** Save from the form: the saved entity replaces the loaded one, edit mode ends and the list refreshes. */
function useDetailsSave<T>(details: DetailsConfig<T>, detailKey: readonly unknown[], onSaved: (entity: T) => void) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (next: T) => {
    if (!details.save) return;
    setBusy(true);
    try {
      const saved = await details.save(next);
      client.setQueryData(detailKey, saved);
      setEditing(false);
      setDirty(false);
      onSaved(saved);
    } catch {
      /* the error is shown by the console's error presenter; stay in edit mode */
    } finally {
      setBusy(false);
    }
  };
  return { editing, setEditing, dirty, setDirty, busy, submit };
}

interface DetailsTabContentProps<T> {
  tab: string;
  /** The tabs after "Details". */
  tabs: readonly DetailsTab<T>[];
  ctx: DetailsContext<T>;
  details: DetailsConfig<T>;
  rowActions: readonly CellAction<T>[];
  editing: boolean;
  formId: string;
  onSubmit(entity: T): Promise<void>;
  onDirtyChange(dirty: boolean): void;
}

/** The open tab: "Details" holds the action row (view mode) and the form; the others render themselves. */
function DetailsTabContent<T>({
  tab,
  tabs,
  ctx,
  details,
  rowActions,
  editing,
  formId,
  ...form
}: DetailsTabContentProps<T>) {
  if (tab !== 'details') return tabs.find((x) => x.key === tab)?.render(ctx) ?? null;
  const Form = details.form;
  return (
    <>
      {!editing ? (
        <DetailActions data-testid="details-actions">
          {rowActions
            .filter((a) => !a.isEnabled || a.isEnabled(ctx.entity))
            .map((a) => (
              <Button
                key={a.id}
                $variant="outlined"
                data-detail-action={a.id}
                onClick={() => void a.onAction(ctx.entity, ctx.api)}
              >
                <a.icon size={18} />
                {a.label}
              </Button>
            ))}
          {details.actions?.(ctx)}
        </DetailActions>
      ) : null}
      <Form
        entity={ctx.entity}
        editing={editing}
        formId={formId}
        onSubmit={form.onSubmit}
        onDirtyChange={form.onDirtyChange}
      />
    </>
  );
}

export function DetailsDrawer<T>({
  id,
  queryKey,
  details,
  readonly,
  api,
  rowActions,
  onClose,
  onSaved,
}: DetailsDrawerProps<T>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const formId = useId();
  const panel = useRef<HTMLElement>(null);
  const [tab, setTab] = useState('details');
  const detailKey = [...queryKey, 'detail', id];
  const reload = () => void refreshQueries(client, queryKey);
  const save = useDetailsSave(details, detailKey, (saved) => {
    onSaved(saved);
    reload();
  });
  const { editing, setEditing } = save;
  const query = useQuery({ queryKey: detailKey, queryFn: ({ signal }) => details.load(id, signal) });
  const entity = query.data;
  const isReadonly = readonly || !details.save || (!!entity && !!details.readonly?.(entity));

  useEffect(() => {
    setEditing(false);
    setTab('details');
    panel.current?.focus();
  }, [id]);

  const ctx: DetailsContext<T> | null = entity ? { entity, readonly: isReadonly, reload, close: onClose, api } : null;
  const extraTabs = useDetailsTabs(details.tabs);
  const tabs = [
    { key: 'details', label: t('details.details') },
    ...extraTabs.map((x) => ({ key: x.key, label: x.label, disabled: editing })),
  ];

  return (
    <Panel
      part="details"
      ref={panel}
      tabIndex={-1}
      aria-label={entity ? details.title(entity) : details.subtitle}
      data-testid="details-drawer"
      data-editing={editing}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || e.defaultPrevented) return;
        e.stopPropagation();
        if (editing) setEditing(false);
        else onClose();
      }}
    >
      <DrawerHead
        title={entity ? details.title(entity) : '\u00a0'}
        subtitle={details.subtitle}
        formId={formId}
        fabs={!isReadonly && !!entity && tab === 'details'}
        editing={editing}
        canSave={save.dirty && !save.busy}
        onEditing={setEditing}
        onClose={onClose}
      />
      <Body>
        {query.isPending ? (
          <div style={{ position: 'absolute', insetInlineStart: 0, insetInlineEnd: 0, top: 0 }}>
            <ProgressBar label={t('common.loading')} />
          </div>
        ) : null}
        <Tabs tabs={tabs} value={tab} onChange={setTab} label={details.subtitle}>
          <div data-testid={`tab-${tab}`} data-table-tab={tab === 'details' ? undefined : ''}>
            <Suspense fallback={<ProgressBar label={t('common.loading')} />}>
              {ctx ? (
                <DetailsTabContent
                  tab={tab}
                  tabs={extraTabs}
                  ctx={ctx}
                  details={details}
                  rowActions={rowActions}
                  editing={editing}
                  formId={formId}
                  onSubmit={save.submit}
                  onDirtyChange={save.setDirty}
                />
              ) : null}
            </Suspense>
          </div>
        </Tabs>
      </Body>
    </Panel>
  );
}
