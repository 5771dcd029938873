/**
 * Edit mode's bar under the dashboard toolbar: undo/redo, add and import widget, the part editors (entity aliases,
 * filters, states, layouts, settings), Decline and Apply. Also owns edit mode's dialogs and its global shortcuts
 * (Ctrl/Cmd-Z, Ctrl/Cmd-Shift-Z, Ctrl-Y).
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { useDomRoot } from '../../../ui/dom-root';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import { isTypingEvent } from '../../../ui/hotkeys/hotkeys-registry';
import { FilterListIcon } from '../../../ui/icons/action-icons';
import { AddIcon } from '../../../ui/icons/control-icons';
import { Button } from '../../../ui/button/button';
import { useToast } from '../../../ui/toast/toast-context';
import { AddWidgetDialog } from './add-widget/add-widget-dialog';
import { ImportWidgetDialog } from './import-widget-dialog';
import { AliasIcon, FileUploadIcon, LayersIcon, RedoIcon, SettingsIcon, UndoIcon, ViewCompactIcon } from './edit-icons';
import type { EditControllerState } from './edit-controller';
import type { EditorPart } from './panel-contract';
import { PartEditorHost } from './part-editor-host';
import { useApplyDecline } from './use-apply-decline';

const Bar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 4px;
  min-height: 52px;
  padding-block: 4px;
  padding-inline: 16px 12px;
  background: var(--iot-color-primary, #305680);
  color: #fff;
  box-shadow: 0 2px 4px rgba(0, 0, 0, 0.2);
  position: relative;
  z-index: 2;
`;

const Label = styled.span`
  font-size: 16px;
  font-weight: 500;
  margin-inline-end: 12px;
  letter-spacing: 0.2px;
`;

const Sep = styled.span`
  width: 1px;
  height: 24px;
  margin: 0 6px;
  background: rgba(255, 255, 255, 0.35);
`;

const Tool = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 20px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    outline: none;
    background: rgba(255, 255, 255, 0.16);
  }
  &:disabled {
    cursor: default;
    opacity: 0.45;
  }
`;

const Spacer = styled.span`
  flex: 1 1 auto;
`;

const Decline = styled(Button).attrs({ $variant: 'text' })`
  color: #fff;
`;

const Apply = styled(Button)`
  background: #fff;
  color: var(--iot-color-primary, #305680);
`;

function ToolBtn({
  label,
  onClick,
  disabled,
  testId,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tool title={label} aria-label={label} onClick={onClick} disabled={disabled} data-testid={testId}>
      {children}
    </Tool>
  );
}

const PARTS: [EditorPart, string, ReactNode][] = [
  ['aliases', 'dashboard.entity-aliases', <AliasIcon key="a" />],
  ['filters', 'dashboard.filters', <FilterListIcon key="f" />],
  ['states', 'dashboard.manage-states', <LayersIcon key="s" />],
  ['layouts', 'dashboard.manage-layouts', <ViewCompactIcon key="l" />],
  ['settings', 'dashboard.settings', <SettingsIcon key="g" />],
];

export function EditToolbar({ ctl }: { ctl: EditControllerState }) {
  const { t } = useTranslation();
  const { host } = useDomRoot();
  useSyncExternalStore(ctl.session.subscribe, ctl.session.getSnapshot);
  const ui = useSyncExternalStore(ctl.subscribeUi, ctl.getUi);
  const { apply, decline } = useApplyDecline(ctl, useDialogs(), useToast());
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isTypingEvent(e) || ctl.getUi().editor || ctl.getUi().dialog) return;
      if (!e.composedPath().includes(host) && document.activeElement !== document.body) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) ctl.session.undo();
      else if ((k === 'z' && e.shiftKey) || (k === 'y' && !e.shiftKey)) ctl.session.redo();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ctl, host]);
  return (
    <Bar role="toolbar" aria-label={t('dashboard.edit-toolbar')} data-testid="dashboard-edit-toolbar">
      <Label>{t('dashboard.edit-mode')}</Label>
      <ToolBtn
        label={t('dashboard.undo')}
        onClick={() => ctl.session.undo()}
        disabled={!ctl.session.canUndo}
        testId="edit-undo"
      >
        <UndoIcon />
      </ToolBtn>
      <ToolBtn
        label={t('dashboard.redo')}
        onClick={() => ctl.session.redo()}
        disabled={!ctl.session.canRedo}
        testId="edit-redo"
      >
        <RedoIcon />
      </ToolBtn>
      <Sep />
      <ToolBtn label={t('dashboard.add-widget')} onClick={() => ctl.setUi({ dialog: 'add' })} testId="edit-add-widget">
        <AddIcon />
      </ToolBtn>
      <ToolBtn
        label={t('dashboard.import-widget')}
        onClick={() => ctl.setUi({ dialog: 'import' })}
        testId="edit-import-widget"
      >
        <FileUploadIcon />
      </ToolBtn>
      <Sep />
      {PARTS.map(([part, key, icon]) => (
        <ToolBtn key={part} label={t(key)} onClick={() => ctl.setUi({ editor: { part } })} testId={`edit-part-${part}`}>
          {icon}
        </ToolBtn>
      ))}
      <Spacer />
      <Decline onClick={decline} disabled={ui.busy} data-testid="edit-decline">
        {t('dashboard.decline-changes')}
      </Decline>
      <Apply onClick={apply} disabled={ui.busy} data-testid="edit-apply">
        {t('dashboard.apply-changes')}
      </Apply>
      {ui.editor ? <PartEditorHost ctl={ctl} editor={ui.editor} /> : null}
      {ui.dialog === 'add' ? <AddWidgetDialog ctl={ctl} onClose={() => ctl.setUi({ dialog: null })} /> : null}
      {ui.dialog === 'import' ? <ImportWidgetDialog ctl={ctl} onClose={() => ctl.setUi({ dialog: null })} /> : null}
    </Bar>
  );
}
