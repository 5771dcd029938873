/**
 * Popover-based controls load on demand (floating-ui, the timewindow panel, the custom action dialog), which keeps
 * them out of the `<iot-dashboard>` entry. Each renders nothing until its chunk has arrived
 * (without Suspense: see ui/lazy).
 */
import { deferred } from '../../../ui/lazy/lazy-component';

export const TimewindowControl = deferred(() =>
  import('../../../ui/timewindow/timewindow-control').then((m) => m.TimewindowControl),
);
export const Tooltip = deferred(() => import('../../../ui/tooltip/tooltip').then((m) => m.Tooltip));
export const AliasSelect = deferred(() => import('./alias-select').then((m) => m.AliasSelect));
export const FiltersButton = deferred(() => import('./filters-panel').then((m) => m.FiltersButton));
export const CustomActionDialog = deferred(() => import('../actions/custom-dialog').then((m) => m.CustomActionDialog));
export const NamedIcon = deferred(
  () => import('../runtime/named-icon').then((m) => m.NamedIcon),
  <span style={{ display: 'inline-block', width: 20, height: 20 }} />,
);
