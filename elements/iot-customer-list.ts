import { CustomerListPanel } from '../src/app/panels/list-panels';
import { createElementClass } from '../src/host/create-element-class';
import { QueryProvider } from '../src/host/query-provider';
import { registerElement } from '../src/host/register-element';

/**
 * ThingsBoard's customers page as a panel (tenant administrators): a paged, sortable, searchable customer table
 * with the details drawer (title, contact, relations, events, audit logs).
 *
 * @tag iot-customer-list
 * @summary Customer table with search, paging and a details drawer.
 *
 * @attr {number} page-size - Rows per page (default: the user's last choice, else 10).
 * @attr {boolean} readonly - Present: no add, edit or delete.
 * @attr {string} api-url - ThingsBoard root URL (default: the page's origin).
 * @attr {string} asset-base - Where the package's files (locales, widget sandbox page, script engine) are served, for the whole page (default: beside the scripts; see setAssetBase).
 * @attr {string} locale - Language, e.g. `en_US`.
 * @attr {"light"|"dark"} theme - Force a colour scheme.
 * @prop {string} accessToken - A ThingsBoard access token the host already holds (with refreshToken).
 * @prop {string} refreshToken - The matching refresh token.
 *
 * @fires {CustomEvent<{ entityType: "CUSTOMER"; id: string; name?: string }>} iot-entity-select - A row was activated.
 * @fires {CustomEvent<{ entityType: "CUSTOMER"; id: string; name?: string }>} iot-entity-save - A customer was created or saved.
 * @fires {CustomEvent<{ entityType: "CUSTOMER"; ids: string[] }>} iot-entity-delete - Customers were deleted.
 *
 * @cssprop [--iot-color-primary=#305680] - Primary colour.
 * @cssprop [--iot-color-surface=#ffffff] - Table background.
 */
export class IotCustomerListElement extends createElementClass(CustomerListPanel, {
  providers: QueryProvider,
  attributes: { pageSize: 'number', readonly: 'boolean' },
  events: {
    onEntitySelect: { name: 'iot-entity-select' },
    onEntitySave: { name: 'iot-entity-save' },
    onEntityDelete: { name: 'iot-entity-delete' },
  },
}) {}

registerElement('iot-customer-list', IotCustomerListElement);

declare global {
  interface HTMLElementTagNameMap {
    'iot-customer-list': IotCustomerListElement;
  }
}
