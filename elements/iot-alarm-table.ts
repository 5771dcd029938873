import { AlarmTablePanel } from '../src/app/panels/alarm-panel';
import { createElementClass } from '../src/host/create-element-class';
import { QueryProvider } from '../src/host/query-provider';
import { registerElement } from '../src/host/register-element';

/**
 * ThingsBoard's alarm table as a panel: the alarms of one entity (`entity-type` + `entity-id`: alarms it
 * originated or that propagated to it), or without them every alarm the page's signed-in user may see (the tenant's
 * for tenant administrators, the customer's for customer users). Created time, originator, type, severity in its
 * colour and status; a search-status select, a history timewindow (default: the last 30 days) and text search,
 * server paging and sorting; row click or the details action opens the alarm details dialog; acknowledge and clear
 * per row, in bulk (with a confirmation) and in the dialog. The refresh button reloads; every ack or clear reloads.
 *
 * @tag iot-alarm-table
 * @summary Alarm table with status filter, timewindow, acknowledge / clear and a details dialog.
 *
 * @attr {string} entity-type - Originator's entity type, e.g. `DEVICE` (with `entity-id`).
 * @attr {string} entity-id - Originator's id. Without entity-type and entity-id: all alarms of the user.
 * @attr {"ANY"|"ACTIVE"|"CLEARED"|"ACK"|"UNACK"} [search-status=ANY] - Status filter; changing it later sets the table's filter to it.
 * @attr {number} page-size - Rows per page, any whole number from 1 to 1000 (default: the user's last choice, else 10).
 * @attr {boolean} readonly - Present: no acknowledge or clear (details stay available).
 * @attr {string} api-url - ThingsBoard root URL (default: the page's origin).
 * @attr {string} asset-base - Where the package's files (locales, widget sandbox page, script engine) are served, for the whole page (default: beside the scripts; see setAssetBase).
 * @attr {string} locale - Language, e.g. `en_US`.
 * @attr {"light"|"dark"} theme - Force a colour scheme.
 * @prop {string} accessToken - A ThingsBoard access token the host already holds (set together with refreshToken).
 * @prop {string} refreshToken - The matching refresh token.
 *
 * @fires {CustomEvent<{ id: string; type: string; severity: string; status: string; createdTime: number; originator: { entityType: string; id: string }; originatorName?: string | null }>} iot-alarm-select - A row was activated (click or Enter).
 * @fires {CustomEvent<{ ids: string[] }>} iot-alarm-ack - Alarms were acknowledged.
 * @fires {CustomEvent<{ ids: string[] }>} iot-alarm-clear - Alarms were cleared.
 *
 * @csspart base - The panel's frame (background behind the table card).
 * @csspart card - The table card (surface, shadow, corners).
 * @csspart header - The table's header toolbar: title, filters, add, refresh, search; the selection bar while rows are selected.
 * @csspart table - The table (`<table role="grid">`).
 * @csspart row - Each body row.
 * @csspart row-selected - A selected row (also `row`).
 * @csspart paginator - The paginator under the table.
 * @csspart dialog - Every dialog (alarm details, confirmations).
 * @cssprop --iot-severity-critical
 * @cssprop --iot-severity-major
 * @cssprop --iot-severity-minor
 * @cssprop --iot-severity-warning
 * @cssprop --iot-severity-indeterminate
 */
export class IotAlarmTableElement extends createElementClass(AlarmTablePanel, {
  providers: QueryProvider,
  attributes: {
    entityType: 'string',
    entityId: 'string',
    searchStatus: 'string',
    pageSize: 'number',
    readonly: 'boolean',
  },
  events: {
    onAlarmSelect: { name: 'iot-alarm-select' },
    onAlarmAck: { name: 'iot-alarm-ack' },
    onAlarmClear: { name: 'iot-alarm-clear' },
  },
}) {}

registerElement('iot-alarm-table', IotAlarmTableElement);

declare global {
  interface HTMLElementTagNameMap {
    'iot-alarm-table': IotAlarmTableElement;
  }
}
