/** Icons of edit mode only (Material shapes on the 24×24 grid), kept out of the shared icon files. */
import { makeIcon } from '../../../ui/icons/icons';
import { CopyIcon, RedoIcon, UndoIcon } from '../../../ui/icons/control-icons';
import { FileUploadIcon, LinkIcon } from '../../../ui/icons/entity-icons';
import { DevicesIcon, SettingsIcon } from '../../../ui/icons/nav-icons';

// Shared glyphs live in src/ui/icons; the editor names them after what they do here.
export {
  CopyIcon as ContentCopyIcon,
  DevicesIcon as AliasIcon,
  FileUploadIcon,
  LinkIcon,
  RedoIcon,
  SettingsIcon,
  UndoIcon,
};

export const LayersIcon = /*#__PURE__*/ makeIcon(
  'layers',
  'm11.99 18.54-7.37-5.73L3 14.07l9 7 9-7-1.63-1.27-7.38 5.74zM12 16l7.36-5.73L21 9l-9-7-9 7 1.63 1.27L12 16z',
);
export const ViewCompactIcon = /*#__PURE__*/ makeIcon('view_compact', 'M3 19h6v-7H3v7zm7 0h12v-7H10v7zM3 5v6h19V5H3z');
export const ContentPasteIcon = /*#__PURE__*/ makeIcon(
  'content_paste',
  'M19 2h-4.18A3 3 0 0 0 12 0a3 3 0 0 0-2.82 2H5a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zm-7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm7 18H5V4h2v3h10V4h2v16z',
);
