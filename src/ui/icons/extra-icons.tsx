/** More inline icons for dashboards and widgets (our own 24×24 drawings), offered by the icon picker. */
import { makeIcon } from './icons';

export const ThermostatIcon = /*#__PURE__*/ makeIcon(
  'thermostat',
  'M15 13V5a3 3 0 0 0-6 0v8a5 5 0 1 0 6 0zm-3-9a1 1 0 0 1 1 1v3h-2V5a1 1 0 0 1 1-1z',
);
export const BoltIcon = /*#__PURE__*/ makeIcon(
  'bolt',
  'M11 21h-1l1-7H7.5c-.6 0-.6-.3-.4-.7L13 3h1l-1 7h3.5c.5 0 .6.3.4.7L11 21z',
);
export const WaterIcon = /*#__PURE__*/ makeIcon(
  'water_drop',
  'M12 2c-5.3 4.5-8 8.4-8 11.7A8 8 0 0 0 12 22a8 8 0 0 0 8-8.3C20 10.4 17.3 6.5 12 2z',
);
export const LightbulbIcon = /*#__PURE__*/ makeIcon(
  'lightbulb',
  'M9 21a1 1 0 0 0 1 1h4a1 1 0 0 0 1-1v-1H9v1zm3-19a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2z',
);
export const NotificationsIcon = /*#__PURE__*/ makeIcon(
  'notifications',
  'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5c0-3.1-1.6-5.6-4.5-6.3V4a1.5 1.5 0 0 0-3 0v.7C7.6 5.4 6 7.9 6 11v5l-2 2v1h16v-1l-2-2z',
);
export const LocationIcon = /*#__PURE__*/ makeIcon(
  'place',
  'M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
);
export const ChartIcon = /*#__PURE__*/ makeIcon('show_chart', 'M3.5 18.5l6-6 4 4L22 6.9 20.6 5.5l-7.1 8-4-4L2 17z');
export const TableIcon = /*#__PURE__*/ makeIcon(
  'table_chart',
  'M10 10h5v11h-5zm-7 0h5v11H4a1 1 0 0 1-1-1V10zm14 0h4v10a1 1 0 0 1-1 1h-3V10zM20 3H4a1 1 0 0 0-1 1v4h18V4a1 1 0 0 0-1-1z',
);
export const MapIcon = /*#__PURE__*/ makeIcon(
  'map',
  'M20.5 3l-.2.1L15 5.1 9 3 3.4 4.9a.5.5 0 0 0-.4.5v15.1a.5.5 0 0 0 .7.5l5.3-2.1 6 2.1 5.6-1.9a.5.5 0 0 0 .4-.5V3.5a.5.5 0 0 0-.5-.5zM15 19l-6-2.1V5l6 2.1V19z',
);
export const PowerIcon = /*#__PURE__*/ makeIcon(
  'power_settings_new',
  'M13 3h-2v10h2V3zm4.8 2.2-1.4 1.4A7 7 0 1 1 7.6 6.6L6.2 5.2A9 9 0 1 0 17.8 5.2z',
);
export const WifiIcon = /*#__PURE__*/ makeIcon(
  'wifi',
  'M1 9l2 2a12.7 12.7 0 0 1 18 0l2-2A15.5 15.5 0 0 0 1 9zm8 8 3 3 3-3a4.2 4.2 0 0 0-6 0zm-4-4 2 2a7 7 0 0 1 10 0l2-2a9.9 9.9 0 0 0-14 0z',
);
export const BatteryIcon = /*#__PURE__*/ makeIcon(
  'battery_full',
  'M15.7 4H14V2h-4v2H8.3C7.6 4 7 4.6 7 5.3v15.4c0 .7.6 1.3 1.3 1.3h7.4c.7 0 1.3-.6 1.3-1.3V5.3C17 4.6 16.4 4 15.7 4z',
);
export const CloudIcon = /*#__PURE__*/ makeIcon(
  'cloud',
  'M19.4 10A7.5 7.5 0 0 0 5.4 8 6 6 0 0 0 6 20h13a5 5 0 0 0 .4-10z',
);
export const PeopleIcon = /*#__PURE__*/ makeIcon(
  'people',
  'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm0 2c-2.3 0-7 1.2-7 3.5V19h14v-2.5C15 14.2 10.3 13 8 13zm8 0h-1c1.2.8 2 2 2 3.5V19h6v-2.5c0-2.3-4.7-3.5-7-3.5z',
);
export const StarIcon = /*#__PURE__*/ makeIcon(
  'star',
  'M12 17.3 18.2 21l-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.7 7z',
);
