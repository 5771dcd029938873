import { DeviceListPanel } from '../src/app/panels/list-panels';
import { createElementClass } from '../src/host/create-element-class';
import { QueryProvider } from '../src/host/query-provider';
import { registerElement } from '../src/host/register-element';

/**
 * ThingsBoard's devices page as a panel: a paged, sortable, searchable device table with the details drawer
 * (view/edit, credentials, relations, events, audit logs) for the page's signed-in user. Tenant administrators
 * see the tenant's devices (or one customer's with `customer-id`), customer users their customer's.
 *
 * @tag iot-device-list
 * @summary Device table with search, paging, actions and a details drawer.
 *
 * @attr {string} customer-id - Only the devices of this customer (tenant administrators).
 * @attr {string} device-profile-id - Only devices of this device profile.
 * @attr {string} type - Only devices of this type (device profile name).
 * @attr {number} page-size - Rows per page, any whole number from 1 to 1000 (default: the user's last choice, else 10).
 * @attr {boolean} readonly - Present: no add, edit, assign or delete.
 * @attr {string} api-url - ThingsBoard root URL (default: the page's origin).
 * @attr {string} asset-base - Where the package's files (locales, widget sandbox page, script engine) are served, for the whole page (default: beside the scripts; see setAssetBase).
 * @attr {string} locale - Language, e.g. `en_US`.
 * @attr {"light"|"dark"} theme - Force a colour scheme.
 * @prop {string} accessToken - A ThingsBoard access token the host already holds (set together with refreshToken).
 * @prop {string} refreshToken - The matching refresh token.
 *
 * @fires {CustomEvent<{ entityType: "DEVICE"; id: string; name?: string }>} iot-entity-select - A row was activated (click or Enter).
 * @fires {CustomEvent<{ entityType: "DEVICE"; id: string; name?: string }>} iot-entity-save - A device was created or saved.
 * @fires {CustomEvent<{ entityType: "DEVICE"; ids: string[] }>} iot-entity-delete - Devices were deleted.
 *
 * @csspart base - The panel's frame (background behind the table card).
 * @csspart card - The table card (surface, shadow, corners).
 * @csspart header - The table's header toolbar: title, filters, add, refresh, search; the selection bar while rows are selected.
 * @csspart table - The table (`<table role="grid">`).
 * @csspart row - Each body row.
 * @csspart row-selected - A selected row (also `row`).
 * @csspart paginator - The paginator under the table.
 * @csspart details - The details drawer of the open row.
 * @csspart dialog - Every dialog (add, assign, confirm, …).
 * @cssprop --iot-severity-critical
 * @cssprop --iot-severity-major
 * @cssprop --iot-severity-minor
 * @cssprop --iot-severity-warning
 * @cssprop --iot-severity-indeterminate
 */
export class IotDeviceListElement extends createElementClass(DeviceListPanel, {
  providers: QueryProvider,
  attributes: {
    customerId: 'string',
    deviceProfileId: 'string',
    type: 'string',
    pageSize: 'number',
    readonly: 'boolean',
  },
  events: {
    onEntitySelect: { name: 'iot-entity-select' },
    onEntitySave: { name: 'iot-entity-save' },
    onEntityDelete: { name: 'iot-entity-delete' },
  },
}) {}

registerElement('iot-device-list', IotDeviceListElement);

declare global {
  interface HTMLElementTagNameMap {
    'iot-device-list': IotDeviceListElement;
  }
}
