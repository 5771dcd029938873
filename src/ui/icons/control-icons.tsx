/** Inline SVG icons used by the shared controls (our own simple 24×24 drawings, Material-like). */
import { makeIcon } from './icons';

export { CloseIcon } from './status-icons';

export const ArrowDropDownIcon = /*#__PURE__*/ makeIcon('arrow_drop_down', 'M7 10l5 5 5-5z');
export const CheckIcon = /*#__PURE__*/ makeIcon('check', 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z');
export const CheckBoxIcon = /*#__PURE__*/ makeIcon(
  'check_box',
  'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
);
export const CheckBoxBlankIcon = /*#__PURE__*/ makeIcon(
  'check_box_outline_blank',
  'M19 5v14H5V5h14m0-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z',
);
export const CopyIcon = /*#__PURE__*/ makeIcon(
  'content_copy',
  'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z',
);
export const HelpIcon = /*#__PURE__*/ makeIcon(
  'help',
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2v2zm2.1-7.7-.9.9c-.7.7-1.2 1.3-1.2 2.8h-2v-.5c0-1.1.4-2.1 1.2-2.8l1.2-1.3A2 2 0 0 0 14 9a2 2 0 0 0-4 0H8a4 4 0 1 1 8 0c0 .9-.4 1.7-.9 2.3z',
);
export const PlayIcon = /*#__PURE__*/ makeIcon('play_arrow', 'M8 5v14l11-7z');
export const PauseIcon = /*#__PURE__*/ makeIcon('pause', 'M6 19h4V5H6v14zm8-14v14h4V5h-4z');
export const SkipNextIcon = /*#__PURE__*/ makeIcon('skip_next', 'M6 18l8.5-6L6 6v12zM16 6v12h2V6h-2z');
export const SkipPreviousIcon = /*#__PURE__*/ makeIcon('skip_previous', 'M6 6h2v12H6zm3.5 6 8.5 6V6z');
export const FirstPageIcon = /*#__PURE__*/ makeIcon(
  'first_page',
  'M18.4 16.6 13.8 12l4.6-4.6L17 6l-6 6 6 6zM6 6h2v12H6z',
);
export const LastPageIcon = /*#__PURE__*/ makeIcon(
  'last_page',
  'M5.6 7.4 10.2 12l-4.6 4.6L7 18l6-6-6-6zM16 6h2v12h-2z',
);
export const AddIcon = /*#__PURE__*/ makeIcon('add', 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z');
export const DeleteIcon = /*#__PURE__*/ makeIcon(
  'delete',
  'M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z',
);
export const UploadIcon = /*#__PURE__*/ makeIcon(
  'cloud_upload',
  'M19.4 10A7.5 7.5 0 0 0 5.4 8 6 6 0 0 0 6 20h13a5 5 0 0 0 .4-10zM14 13v4h-4v-4H7l5-5 5 5h-3z',
);
export const TidyIcon = /*#__PURE__*/ makeIcon(
  'format_align_left',
  'M15 15H3v2h12v-2zm0-8H3v2h12V7zM3 13h18v-2H3v2zm0 8h18v-2H3v2zM3 3v2h18V3H3z',
);
export const MinifyIcon = /*#__PURE__*/ makeIcon(
  'format_line_spacing',
  'M3 11h18v2H3zm4-5 5 4 5-4H7zm10 12-5-4-5 4h10z',
);
export const ScheduleIcon = /*#__PURE__*/ makeIcon(
  'schedule',
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7V7z',
);
export const DragIcon = /*#__PURE__*/ makeIcon(
  'drag_indicator',
  'M9 4h2v2H9zm4 0h2v2h-2zM9 9h2v2H9zm4 0h2v2h-2zm-4 5h2v2H9zm4 0h2v2h-2zm-4 5h2v2H9zm4 0h2v2h-2z',
);
export const PaletteIcon = /*#__PURE__*/ makeIcon(
  'palette',
  'M12 3a9 9 0 0 0 0 18c.8 0 1.5-.7 1.5-1.5 0-.4-.1-.7-.4-1-.2-.3-.4-.6-.4-1 0-.8.7-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4.4-4-8-9-8zM6.5 12a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm3 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
);
export const ExpandLessIcon = /*#__PURE__*/ makeIcon('expand_less', 'M12 8l-6 6 1.4 1.4 4.6-4.6 4.6 4.6L18 14z');
export const FastRewindIcon = /*#__PURE__*/ makeIcon('fast_rewind', 'M11 18V6l-8.5 6 8.5 6zm.5-6 8.5 6V6l-8.5 6z');
export const FastForwardIcon = /*#__PURE__*/ makeIcon('fast_forward', 'M4 18l8.5-6L4 6v12zm9-12v12l8.5-6L13 6z');
export const MoreHorizIcon = /*#__PURE__*/ makeIcon(
  'more_horiz',
  'M6 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm12 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm-6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
);
export const UndoIcon = /*#__PURE__*/ makeIcon(
  'undo',
  'M12.5 8c-2.65 0-5.05 1-6.9 2.6L2 7v9h9l-3.62-3.62A7.95 7.95 0 0 1 12.5 10c3.54 0 6.55 2.31 7.6 5.5l2.37-.78C21.08 10.53 17.15 8 12.5 8z',
);
export const RedoIcon = /*#__PURE__*/ makeIcon(
  'redo',
  'M18.4 10.6A10.45 10.45 0 0 0 11.5 8c-4.65 0-8.58 3.03-9.96 7.22l2.36.78A8 8 0 0 1 11.5 10c1.95 0 3.73.72 5.12 1.88L13 15.5h9v-9l-3.6 4.1z',
);
