/**
 * What can be done to a widget in edit mode (hover bar, context menu, keys): edit, export as JSON, copy, paste,
 * paste reference, remove (after confirmation), with the context menu entries and their shortcuts.
 */
import { useTranslation } from '../../../../i18n/use-translation';
import { useDialogs } from '../../../../ui/dialog/dialog-service';
import { saveFile } from '../../../../ui/file-input/save-file';
import { AddIcon, DeleteIcon } from '../../../../ui/icons/control-icons';
import type { EditControllerState } from '../edit-controller';
import { ContentCopyIcon, ContentPasteIcon, LinkIcon } from '../edit-icons';
import type { LayoutId, Place } from '../ops/tb-json';
import type { MenuEntry } from './context-menu';
import { EditIcon, FileDownloadIcon } from '../../../../ui/icons/entity-icons';

const mod = /Mac|iP(hone|ad)/.test(globalThis.navigator?.platform ?? '') ? '⌘' : 'Ctrl+';

export function useWidgetCommands(ctl: EditControllerState, layoutId: LayoutId) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const title = (id: string) => String(ctl.model().widgets[id]?.config.title || ctl.model().widgets[id]?.title || '');
  const cmd = {
    edit: (id: string) => ctl.setUi({ editor: { part: 'widget', widgetId: id, layoutId } }),
    exportJson: (id: string) => {
      const item = ctl.exported(id, layoutId);
      if (!item) return;
      const name = (title(id) || 'widget').toLowerCase().replace(/[^a-z0-9]+/g, '_');
      saveFile(new Blob([JSON.stringify(item, null, 2)], { type: 'application/json' }), `${name}.json`);
    },
    copy: (id: string) => ctl.copy(id, layoutId),
    paste: (at?: Place) => ctl.paste(layoutId, at),
    pasteReference: (at?: Place) => ctl.pasteReference(layoutId, at),
    remove: async (id: string) => {
      const ok = await dialogs.confirm({
        title: t('widget.remove-widget-title', { widgetTitle: title(id) }),
        message: t('widget.remove-widget-text'),
        okLabel: t('action.yes'),
        cancelLabel: t('action.no'),
        testId: 'remove-widget-confirm',
      });
      if (ok) ctl.remove(id, layoutId);
      return ok;
    },
  };
  const pasteEntries = (at?: Place): MenuEntry[] => [
    {
      id: 'paste',
      label: t('widget.paste'),
      shortcut: `${mod}V`,
      icon: <ContentPasteIcon size={20} />,
      run: () => cmd.paste(at),
    },
    {
      id: 'paste-reference',
      label: t('widget.paste-reference'),
      shortcut: `${mod}I`,
      icon: <LinkIcon size={20} />,
      disabled: !ctl.canPasteReference(layoutId),
      run: () => cmd.pasteReference(at),
    },
  ];
  const widgetEntries = (id: string): MenuEntry[] => [
    { id: 'edit', label: t('widget.edit'), shortcut: 'Enter', icon: <EditIcon size={20} />, run: () => cmd.edit(id) },
    { id: 'export', label: t('widget.export'), icon: <FileDownloadIcon size={20} />, run: () => cmd.exportJson(id) },
    {
      id: 'copy',
      label: t('widget.copy'),
      shortcut: `${mod}C`,
      icon: <ContentCopyIcon size={20} />,
      run: () => cmd.copy(id),
    },
    ...pasteEntries(),
    {
      id: 'remove',
      label: t('widget.remove'),
      shortcut: 'Del',
      icon: <DeleteIcon size={20} />,
      run: () => void cmd.remove(id),
    },
  ];
  const gridEntries = (at: Place): MenuEntry[] => [
    {
      id: 'add',
      label: t('dashboard.add-widget'),
      icon: <AddIcon size={20} />,
      run: () => ctl.setUi({ dialog: 'add' }),
    },
    ...pasteEntries(at),
  ];
  return { cmd, widgetEntries, gridEntries };
}
