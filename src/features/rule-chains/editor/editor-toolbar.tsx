/**
 * Editor toolbar: the chain's name and unsaved marker; undo/redo; copy/paste/delete; fit view; import/export of
 * ThingsBoard rule chain files; "used by" (chains that link here); decline changes and save.
 */
import { useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, IconButton } from '../../../ui/button/button';
import { CopyIcon, DeleteIcon, HelpIcon } from '../../../ui/icons/control-icons';
import { Menu, MenuItem } from '../../../ui/menu/menu';
import { Tooltip } from '../../../ui/tooltip/tooltip';
import {
  ExportIcon,
  FitIcon,
  ImportIcon,
  LinkIcon,
  RedoIcon,
  RevertIcon,
  SaveIcon,
  UndoIcon,
} from '../flow/node-icons';
import { SHORTCUTS } from './editor-keys';
import { Bar, Dirty, Name, Sep, Shortcut } from './rule-chain-editor.styles';

export interface EditorToolbarProps {
  name: string;
  dirty: boolean;
  saving: boolean;
  /** Nodes and links that block saving: Save stays disabled while there are any. */
  invalid: number;
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  usedBy: { id: string; name: string }[] | undefined;
  onUsedByOpen(): void;
  onOpenChain?(id: string): void;
  onUndo(): void;
  onRedo(): void;
  onCopy(): void;
  onPaste(): void;
  onDelete(): void;
  onFit(): void;
  onImport(text: string): void;
  onExport(): void;
  onDecline(): void;
  onSave(): void;
}

function Tool({
  label,
  onClick,
  disabled,
  children,
  testId,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <Tooltip content={label}>
      <IconButton aria-label={label} onClick={onClick} disabled={disabled} data-testid={testId}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** "Used by": the chains that link to this one, loaded when the button is hovered or focused. */
function UsedByMenu(p: Pick<EditorToolbarProps, 'usedBy' | 'onUsedByOpen' | 'onOpenChain'>) {
  const { t } = useTranslation();
  return (
    <Menu
      label={t('rulechain.used-by')}
      testId="used-by-menu"
      trigger={(props) => (
        <Button
          {...props}
          $variant="text"
          onPointerEnter={p.onUsedByOpen}
          onFocus={p.onUsedByOpen}
          data-testid="used-by-button"
        >
          <LinkIcon size={18} />
          {p.usedBy ? t('rulechain.used-by-count', { count: p.usedBy.length }) : t('rulechain.used-by')}
        </Button>
      )}
    >
      {p.usedBy === undefined ? <MenuItem onSelect={() => undefined}>{t('common.loading')}</MenuItem> : null}
      {p.usedBy?.length === 0 ? <MenuItem onSelect={() => undefined}>{t('rulechain.used-by-none')}</MenuItem> : null}
      {p.usedBy?.map((c) => (
        <MenuItem key={c.id} onSelect={() => p.onOpenChain?.(c.id)} testId="used-by-item">
          {c.name}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** The keyboard shortcuts of the editor, as a help menu. */
function ShortcutsMenu() {
  const { t } = useTranslation();
  return (
    <Menu
      label={t('rulechain.shortcuts')}
      trigger={(props) => (
        <IconButton
          {...props}
          aria-label={t('rulechain.shortcuts')}
          title={t('rulechain.shortcuts')}
          data-testid="editor-shortcuts"
        >
          <HelpIcon size={20} />
        </IconButton>
      )}
    >
      {SHORTCUTS.map(([keys, desc]) => (
        <MenuItem key={keys} onSelect={() => undefined}>
          <Shortcut>
            <kbd>{keys}</kbd> {t(desc)}
          </Shortcut>
        </MenuItem>
      ))}
    </Menu>
  );
}

export function EditorToolbar(p: EditorToolbarProps) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  return (
    <Bar part="toolbar" role="toolbar" aria-label={t('rulechain.editor-toolbar')} data-testid="rule-chain-toolbar">
      <Name data-testid="rule-chain-name">{p.name}</Name>
      {p.dirty ? <Dirty data-testid="rule-chain-dirty">{t('rulechain.unsaved')}</Dirty> : null}
      <span style={{ flex: 1 }} />
      <Tool label={t('rulechain.undo')} onClick={p.onUndo} disabled={!p.canUndo} testId="editor-undo">
        <UndoIcon size={20} />
      </Tool>
      <Tool label={t('rulechain.redo')} onClick={p.onRedo} disabled={!p.canRedo} testId="editor-redo">
        <RedoIcon size={20} />
      </Tool>
      <Sep />
      <Tool label={t('rulechain.copy')} onClick={p.onCopy} disabled={!p.hasSelection} testId="editor-copy">
        <CopyIcon size={20} />
      </Tool>
      <Tool label={t('rulechain.paste')} onClick={p.onPaste} testId="editor-paste">
        <CopyIcon size={20} style={{ transform: 'scaleX(-1)' }} />
      </Tool>
      <Tool
        label={t('rulechain.delete-selected')}
        onClick={p.onDelete}
        disabled={!p.hasSelection}
        testId="editor-delete"
      >
        <DeleteIcon size={20} />
      </Tool>
      <Tool label={t('rulechain.fit-view')} onClick={p.onFit} testId="editor-fit">
        <FitIcon size={20} />
      </Tool>
      <Sep />
      <Tool label={t('rulechain.import')} onClick={() => file.current?.click()} testId="editor-import">
        <ImportIcon size={20} />
      </Tool>
      <input
        ref={file}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="editor-import-file"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void f.text().then(p.onImport);
        }}
      />
      <Tool label={t('rulechain.export')} onClick={p.onExport} testId="editor-export">
        <ExportIcon size={20} />
      </Tool>
      <UsedByMenu usedBy={p.usedBy} onUsedByOpen={p.onUsedByOpen} onOpenChain={p.onOpenChain} />
      <ShortcutsMenu />
      <Sep />
      <Button $variant="text" onClick={p.onDecline} disabled={!p.dirty || p.saving} data-testid="editor-decline">
        <RevertIcon size={18} />
        {t('rulechain.decline-changes')}
      </Button>
      <Button
        onClick={p.onSave}
        disabled={!p.dirty || p.saving || p.invalid > 0}
        title={p.invalid > 0 ? t('rulechain.invalid-nodes', { count: p.invalid }) : undefined}
        data-testid="editor-save"
      >
        <SaveIcon size={18} />
        {t('action.save')}
      </Button>
    </Bar>
  );
}
