/**
 * Icons of the console shell and its navigation (inline SVG, Material-style 24×24 paths drawn
 * for this project). Decorative by default, like every icon made by `make`.
 */
import type { ComponentType } from 'react';
import { makeIcon as make, type IconProps } from './icons';

export { CheckCircleIcon, InfoIcon, WarningIcon } from './status-icons';
export { ChevronRightIcon, FullscreenExitIcon, FullscreenIcon, WidgetsIcon } from './frame-icons';

/** Any icon component of this folder. */
export type IconComponent = ComponentType<IconProps>;

export const MenuIcon = /*#__PURE__*/ make('menu', 'M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z');
export const ArrowBackIcon = /*#__PURE__*/ make(
  'arrow_back',
  'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2z',
);
export const SearchIcon = /*#__PURE__*/ make(
  'search',
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z',
);
export const ExpandMoreIcon = /*#__PURE__*/ make('expand_more', 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z');
export const PersonIcon = /*#__PURE__*/ make(
  'person',
  'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z',
);
export const SettingsIcon = /*#__PURE__*/ make(
  'settings',
  'M19.14 12.94c.04-.3.06-.61.06-.94 0-.32-.02-.64-.07-.94l2.03-1.58a.49.49 0 0 0 .12-.61l-1.92-3.32a.49.49 0 0 0-.59-.22l-2.39.96c-.5-.38-1.03-.7-1.62-.94l-.36-2.54a.48.48 0 0 0-.48-.41h-3.84c-.24 0-.43.17-.47.41l-.36 2.54c-.59.24-1.13.57-1.62.94l-2.39-.96a.48.48 0 0 0-.59.22L2.74 8.87a.47.47 0 0 0 .12.61l2.03 1.58c-.05.3-.09.63-.09.94s.02.64.07.94l-2.03 1.58a.49.49 0 0 0-.12.61l1.92 3.32c.12.22.37.29.59.22l2.39-.96c.5.38 1.03.7 1.62.94l.36 2.54c.05.24.24.41.48.41h3.84c.24 0 .44-.17.47-.41l.36-2.54c.59-.24 1.13-.56 1.62-.94l2.39.96c.22.08.47 0 .59-.22l1.92-3.32a.47.47 0 0 0-.12-.61l-2.01-1.58zM12 15.6A3.6 3.6 0 1 1 12 8.4a3.6 3.6 0 0 1 0 7.2z',
);
export const GroupIcon = /*#__PURE__*/ make(
  'supervisor_account',
  'M16.5 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.5 3c-1.83 0-5.5.92-5.5 2.75V19h11v-2.25c0-1.83-3.67-2.75-5.5-2.75zM9 13c-2.33 0-7 1.17-7 3.5V19h7v-2.25c0-.85.33-2.34 2.37-3.47A11 11 0 0 0 9 13z',
);
export const TenantIcon = /*#__PURE__*/ make(
  'apartment',
  'M17 11V3H7v4H3v14h8v-4h2v4h8V11h-4zM7 19H5v-2h2v2zm0-4H5v-2h2v2zm0-4H5V9h2v2zm4 4H9v-2h2v2zm0-4H9V9h2v2zm0-4H9V5h2v2zm4 8h-2v-2h2v2zm0-4h-2V9h2v2zm0-4h-2V5h2v2zm4 12h-2v-2h2v2zm0-4h-2v-2h2v2z',
);
export const ProfileBoxIcon = /*#__PURE__*/ make(
  'profile_box',
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm4 4v2h2v8h2V9h2V7H9z',
);
export const AssetIcon = /*#__PURE__*/ make(
  'domain',
  'M12 7V3H2v18h20V7H12zM6 19H4v-2h2v2zm0-4H4v-2h2v2zm0-4H4V9h2v2zm0-4H4V5h2v2zm4 12H8v-2h2v2zm0-4H8v-2h2v2zm0-4H8V9h2v2zm0-4H8V5h2v2zm10 12h-8v-2h2v-2h-2v-2h2v-2h-2V9h8v10zm-2-8h-2v2h2v-2zm0 4h-2v2h2v-2z',
);
export const DevicesIcon = /*#__PURE__*/ make(
  'devices_other',
  'M3 6h18V4H3a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4v-2H3V6zm10 6H9v1.78A2.97 2.97 0 0 0 8 16c0 .89.39 1.67 1 2.22V20h4v-1.78c.61-.55 1-1.34 1-2.22s-.39-1.67-1-2.22V12zm-2 5.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zM22 8h-6c-.5 0-1 .5-1 1v10c0 .5.5 1 1 1h6c.5 0 1-.5 1-1V9c0-.5-.5-1-1-1zm-1 10h-4v-8h4v8z',
);
export const DashboardIcon = /*#__PURE__*/ make(
  'dashboard',
  'M3 13h8V3H3v10zm0 8h8v-6H3v6zm10 0h8V11h-8v10zm0-18v6h8V3h-8z',
);
export const RuleChainIcon = /*#__PURE__*/ make(
  'settings_ethernet',
  'M7.77 6.76 6.23 5.48.82 12l5.41 6.52 1.54-1.28L3.42 12l4.35-5.24zM7 13h2v-2H7v2zm10-2h-2v2h2v-2zm-6 2h2v-2h-2v2zm6.77-7.52-1.54 1.28L20.58 12l-4.35 5.24 1.54 1.28L23.18 12l-5.41-6.52z',
);
export const MemoryIcon = /*#__PURE__*/ make(
  'memory',
  'M15 9H9v6h6V9zm-2 4h-2v-2h2v2zm8-2V9h-2V7a2 2 0 0 0-2-2h-2V3h-2v2h-2V3H9v2H7a2 2 0 0 0-2 2v2H3v2h2v2H3v2h2v2a2 2 0 0 0 2 2h2v2h2v-2h2v2h2v-2h2a2 2 0 0 0 2-2v-2h2v-2h-2v-2h2zm-4 6H7V7h10v10z',
);
export const EntityViewIcon = /*#__PURE__*/ make(
  'view_quilt',
  'M10 18h5v-6h-5v6zm-6 0h5V5H4v13zm12 0h5v-6h-5v6zM10 5v6h11V5H10z',
);
export const EdgeIcon = /*#__PURE__*/ make(
  'router',
  'M20.2 5.9l.8-.8A7 7 0 0 0 16 3c-1.8 0-3.6.7-5 2.1l.8.8A5.9 5.9 0 0 1 16 4.2c1.5 0 3 .6 4.2 1.7zm-.9.8A4.7 4.7 0 0 0 16 5.3c-1.2 0-2.4.5-3.3 1.4l.8.8c.7-.7 1.6-1 2.5-1s1.8.3 2.5 1l.8-.8zM19 13h-2V9h-2v4H5a2 2 0 0 0-2 2v4a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-4a2 2 0 0 0-2-2zM8 18H6v-2h2v2zm3.5 0h-2v-2h2v2zm3.5 0h-2v-2h2v2z',
);
export const AntennaIcon = /*#__PURE__*/ make(
  'settings_input_antenna',
  'M12 5a7 7 0 0 0-7 7h2a5 5 0 0 1 10 0h2a7 7 0 0 0-7-7zm1 9.29A2.5 2.5 0 1 0 9.5 12c0 1.02.62 1.9 1.5 2.29v3.3L7.59 21 9 22.41l3-3 3 3L16.41 21 13 17.59v-3.3zM12 1C5.93 1 1 5.93 1 12h2a9 9 0 0 1 18 0h2c0-6.07-4.93-11-11-11z',
);
export const AuditIcon = /*#__PURE__*/ make(
  'track_changes',
  'M19.07 4.93l-1.41 1.41A8 8 0 0 1 20 12a8 8 0 1 1-9-7.93v2.02A6 6 0 1 0 18 12c0-1.66-.67-3.16-1.76-4.24l-1.41 1.41A4 4 0 1 1 11 8.14v2.14c-.6.35-1 .98-1 1.72a2 2 0 1 0 4 0c0-.74-.4-1.38-1-1.72V2h-1a10 10 0 1 0 7.07 2.93z',
);
export const ChartIcon = /*#__PURE__*/ make(
  'insert_chart',
  'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zM9 17H7v-7h2v7zm4 0h-2V7h2v10zm4 0h-2v-4h2v4z',
);
export const MailIcon = /*#__PURE__*/ make(
  'mail',
  'M20 4H4a2 2 0 0 0-1.99 2L2 18a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5v2z',
);
export const SmsIcon = /*#__PURE__*/ make(
  'sms',
  'M20 2H4a2 2 0 0 0-1.99 2L2 22l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM9 11H7V9h2v2zm4 0h-2V9h2v2zm4 0h-2V9h2v2z',
);
export const SecurityIcon = /*#__PURE__*/ make(
  'security',
  'M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5l-9-4zm0 10.99h7c-.53 4.12-3.28 7.79-7 8.94V12H5V6.3l7-3.11v8.8z',
);
export const KeyIcon = /*#__PURE__*/ make(
  'vpn_key',
  'M12.65 10A6 6 0 0 0 7 6a6 6 0 1 0 5.65 8H17v4h4v-4h2v-4H12.65zM7 14a2 2 0 1 1 0-4 2 2 0 0 1 0 4z',
);
export const FolderIcon = /*#__PURE__*/ make(
  'folder',
  'M10 4H4a2 2 0 0 0-1.99 2L2 18a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-8l-2-2z',
);
export const TuneIcon = /*#__PURE__*/ make(
  'tune',
  'M3 17v2h6v-2H3zM3 5v2h10V5H3zm10 16v-2h8v-2h-8v-2h-2v6h2zM7 9v2H3v2h4v2h2V9H7zm14 4v-2H11v2h10zm-6-4h2V7h4V5h-4V3h-2v6z',
);
export const KeyboardIcon = /*#__PURE__*/ make(
  'keyboard',
  'M20 5H4a2 2 0 0 0-1.99 2L2 17a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm-9 3h2v2h-2V8zm0 3h2v2h-2v-2zM8 8h2v2H8V8zm0 3h2v2H8v-2zm-1 2H5v-2h2v2zm0-3H5V8h2v2zm9 7H8v-2h8v2zm0-4h-2v-2h2v2zm0-3h-2V8h2v2zm3 3h-2v-2h2v2zm0-3h-2V8h2v2z',
);
export const BuildIcon = /*#__PURE__*/ make(
  'build',
  'M22.7 19l-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z',
);
export const LockIcon = /*#__PURE__*/ make(
  'lock',
  'M18 8h-1V6A5 5 0 0 0 7 6v2H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2zm-6 9a2 2 0 1 1 0-4 2 2 0 0 1 0 4zm3.1-9H8.9V6a3.1 3.1 0 0 1 6.2 0v2z',
);
