/**
 * Material icons that dashboards name in widget actions and navigation cards (`map`, `add`, `edit`, …), drawn on
 * the 24×24 grid. icon-catalogue.ts offers them for look-up by name.
 */
import { makeIcon } from './icons';

export const FilterListIcon = /*#__PURE__*/ makeIcon('filter_list', 'M10 18h4v-2h-4v2zM3 6v2h18V6H3zm3 7h12v-2H6v2z');
export const ArrowForwardIcon = /*#__PURE__*/ makeIcon(
  'arrow_forward',
  'M12 4l-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z',
);
export const ViewListIcon = /*#__PURE__*/ makeIcon(
  'view_list',
  'M3 14h4v-4H3v4zm0 5h4v-4H3v4zM3 9h4V5H3v4zm5 5h13v-4H8v4zm0 5h13v-4H8v4zM8 5v4h13V5H8z',
);
export const PhotoCameraIcon = /*#__PURE__*/ makeIcon(
  'photo_camera',
  'M12 15.2a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4zM9 2 7.17 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-3.17L15 2H9zm3 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10z',
);
export const MyLocationIcon = /*#__PURE__*/ makeIcon(
  'my_location',
  'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm8.94 3A8.99 8.99 0 0 0 13 3.06V1h-2v2.06A8.99 8.99 0 0 0 3.06 11H1v2h2.06A8.99 8.99 0 0 0 11 20.94V23h2v-2.06A8.99 8.99 0 0 0 20.94 13H23v-2h-2.06zM12 19a7 7 0 1 1 0-14 7 7 0 0 1 0 14z',
);
export const TerminalIcon = /*#__PURE__*/ makeIcon(
  'terminal',
  'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 14H4V8h16v10zm-2-1h-6v-2h6v2zM7.5 17l-1.41-1.41L8.67 13l-2.59-2.59L7.5 9l4 4-4 4z',
);
export const FolderOpenIcon = /*#__PURE__*/ makeIcon(
  'folder_open',
  'M20 6h-8l-2-2H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm0 12H4V8h16v10z',
);
export const AlarmIcon = /*#__PURE__*/ makeIcon(
  'notifications_active',
  'M7.58 4.08 6.15 2.65A10.4 10.4 0 0 0 2.03 10.5h2a8.4 8.4 0 0 1 3.55-6.42zm12.39 6.42h2a10.4 10.4 0 0 0-4.12-7.85l-1.42 1.43a8.4 8.4 0 0 1 3.54 6.42zM18 11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2v-5zm-6 11c.14 0 .27-.01.4-.04a2.03 2.03 0 0 0 1.44-1.18c.1-.24.16-.5.16-.78h-4a2 2 0 0 0 2 2z',
);
