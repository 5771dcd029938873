/**
 * Material icons that dashboards name in widget actions and navigation cards (`map`, `add`, `edit`, …), drawn on
 * the 24×24 grid. icon-catalogue.ts offers them for look-up by name.
 */
import { makeIcon } from './icons';

export const FileDownloadIcon = /*#__PURE__*/ makeIcon('file_download', 'M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z');
export const EditIcon = /*#__PURE__*/ makeIcon('edit', 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z');
export const MoreHorizIcon = /*#__PURE__*/ makeIcon('more_horiz', 'M6 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm12 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm-6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4z');
export const RefreshIcon = /*#__PURE__*/ makeIcon('refresh', 'M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z');
export const FilterListIcon = /*#__PURE__*/ makeIcon('filter_list', 'M10 18h4v-2h-4v2zM3 6v2h18V6H3zm3 7h12v-2H6v2z');
export const ArrowForwardIcon = /*#__PURE__*/ makeIcon('arrow_forward', 'M12 4l-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z');
export const NavigateNextIcon = /*#__PURE__*/ makeIcon('navigate_next', 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');
export const ViewListIcon = /*#__PURE__*/ makeIcon('view_list', 'M3 14h4v-4H3v4zm0 5h4v-4H3v4zM3 9h4V5H3v4zm5 5h13v-4H8v4zm0 5h13v-4H8v4zM8 5v4h13V5H8z');
export const InsertChartIcon = /*#__PURE__*/ makeIcon('insert_chart', 'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zM9 17H7v-7h2v7zm4 0h-2V7h2v10zm4 0h-2v-4h2v4z');
export const DoneIcon = /*#__PURE__*/ makeIcon('done', 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z');
export const ClearIcon = /*#__PURE__*/ makeIcon('clear', 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z');
export const PhotoCameraIcon = /*#__PURE__*/ makeIcon('photo_camera', 'M12 15.2a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4zM9 2 7.17 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-3.17L15 2H9zm3 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10z');
export const MyLocationIcon = /*#__PURE__*/ makeIcon('my_location', 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm8.94 3A8.99 8.99 0 0 0 13 3.06V1h-2v2.06A8.99 8.99 0 0 0 3.06 11H1v2h2.06A8.99 8.99 0 0 0 11 20.94V23h2v-2.06A8.99 8.99 0 0 0 20.94 13H23v-2h-2.06zM12 19a7 7 0 1 1 0-14 7 7 0 0 1 0 14z');
export const TerminalIcon = /*#__PURE__*/ makeIcon('terminal', 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 14H4V8h16v10zm-2-1h-6v-2h6v2zM7.5 17l-1.41-1.41L8.67 13l-2.59-2.59L7.5 9l4 4-4 4z');
export const FolderOpenIcon = /*#__PURE__*/ makeIcon('folder_open', 'M20 6h-8l-2-2H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm0 12H4V8h16v10z');
export const SettingsInputIcon = /*#__PURE__*/ makeIcon('settings_input_antenna', 'M12 5a7 7 0 0 0-7 7h2a5 5 0 0 1 10 0h2a7 7 0 0 0-7-7zm1 9.29A2 2 0 1 0 11 14.29V22h2v-7.71zM12 1A11 11 0 0 0 1 12h2a9 9 0 0 1 18 0h2A11 11 0 0 0 12 1z');
export const AlarmIcon = /*#__PURE__*/ makeIcon('notifications_active', 'M7.58 4.08 6.15 2.65A10.4 10.4 0 0 0 2.03 10.5h2a8.4 8.4 0 0 1 3.55-6.42zm12.39 6.42h2a10.4 10.4 0 0 0-4.12-7.85l-1.42 1.43a8.4 8.4 0 0 1 3.54 6.42zM18 11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2v-5zm-6 11c.14 0 .27-.01.4-.04a2.03 2.03 0 0 0 1.44-1.18c.1-.24.16-.5.16-.78h-4a2 2 0 0 0 2 2z');
