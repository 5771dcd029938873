/**
 * Right-to-left rules of every element's shadow root. The element's root `<div dir lang>` adds no box of its own.
 * Icons that point along the reading direction (back and forward arrows, chevrons, first/last page, sign in and
 * out, undo/redo) are mirrored right to left, as Material's bidirectionality guidance asks; media controls (play,
 * skip, fast forward) and everything else keep their drawing. An icon rotated to point sideways (a collapsed
 * chevron) opts in with `data-rtl-flip`.
 */

export const RTL_FLIPPED_ICONS: readonly string[] = [
  'arrow_back',
  'arrow_forward',
  'chevron_left',
  'chevron_right',
  'navigate_before',
  'navigate_next',
  'first_page',
  'last_page',
  'keyboard_arrow_left',
  'keyboard_arrow_right',
  'login',
  'logout',
  'input',
  'reply',
  'undo',
  'redo',
  'open_in_new',
  'format_align_left',
  'view_list',
  'assignment_return',
];

const flipped = RTL_FLIPPED_ICONS.map((n) => `[data-icon='${n}']`).join(', ');

export const DIRECTION_CSS = `
  [data-iot-root] { display: contents; }
  svg:is(${flipped}, [data-rtl-flip]):dir(rtl) { scale: -1 1; }
`;
