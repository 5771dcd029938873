/** Icons a dashboard frame draws (fullscreen, breadcrumb chevron, widget placeholder): a small module, so the
 * `<iot-dashboard>` start-up bundle does not carry the console's navigation icons. */
import { makeIcon } from './icons';

export const FullscreenIcon = /*#__PURE__*/ makeIcon(
  'fullscreen',
  'M7 14H5v5h5v-2H7v-3zm-2-4h2V7h3V5H5v5zm12 7h-3v2h5v-5h-2v3zM14 5v2h3v3h2V5h-5z',
);
export const FullscreenExitIcon = /*#__PURE__*/ makeIcon(
  'fullscreen_exit',
  'M5 16h3v3h2v-5H5v2zm3-8H5v2h5V5H8v3zm6 11h2v-3h3v-2h-5v5zm2-11V5h-2v5h5V8h-3z',
);
export const ChevronRightIcon = /*#__PURE__*/ makeIcon(
  'chevron_right',
  'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
);
export const WidgetsIcon = /*#__PURE__*/ makeIcon(
  'widgets',
  'M13 13v8h8v-8h-8zM3 21h8v-8H3v8zM3 3v8h8V3H3zm13.66-1.31L11 7.34 16.66 13l5.66-5.66-5.66-5.65z',
);
