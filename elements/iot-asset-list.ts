import { AssetListPanel } from '../src/app/panels/list-panels';
import { createElementClass } from '../src/host/create-element-class';
import { QueryProvider } from '../src/host/query-provider';
import { registerElement } from '../src/host/register-element';

/**
 * ThingsBoard's assets page as a panel: a paged, sortable, searchable asset table with the details drawer for the
 * page's signed-in user (tenant: the tenant's assets or one customer's; customer user: the customer's).
 *
 * @tag iot-asset-list
 * @summary Asset table with search, paging, actions and a details drawer.
 *
 * @attr {string} customer-id - Only the assets of this customer (tenant administrators).
 * @attr {string} type - Only assets of this type.
 * @attr {number} page-size - Rows per page (default: the user's last choice, else 10).
 * @attr {boolean} readonly - Present: no add, edit, assign or delete.
 * @attr {string} api-url - ThingsBoard root URL (default: the page's origin).
 * @attr {string} asset-base - Where the package's files (locales, widget sandbox page, script engine) are served, for the whole page (default: beside the scripts; see setAssetBase).
 * @attr {string} locale - Language, e.g. `en_US`.
 * @attr {"light"|"dark"} theme - Force a colour scheme.
 * @prop {string} accessToken - A ThingsBoard access token the host already holds (with refreshToken).
 * @prop {string} refreshToken - The matching refresh token.
 *
 * @fires {CustomEvent<{ entityType: "ASSET"; id: string; name?: string }>} iot-entity-select - A row was activated.
 * @fires {CustomEvent<{ entityType: "ASSET"; id: string; name?: string }>} iot-entity-save - An asset was created or saved.
 * @fires {CustomEvent<{ entityType: "ASSET"; ids: string[] }>} iot-entity-delete - Assets were deleted.
 *
 * @cssprop [--iot-color-primary=#305680] - Primary colour.
 * @cssprop [--iot-color-surface=#ffffff] - Table background.
 */
export class IotAssetListElement extends createElementClass(AssetListPanel, {
  providers: QueryProvider,
  attributes: { customerId: 'string', type: 'string', pageSize: 'number', readonly: 'boolean' },
  events: {
    onEntitySelect: { name: 'iot-entity-select' },
    onEntitySave: { name: 'iot-entity-save' },
    onEntityDelete: { name: 'iot-entity-delete' },
  },
}) {}

registerElement('iot-asset-list', IotAssetListElement);

declare global {
  interface HTMLElementTagNameMap {
    'iot-asset-list': IotAssetListElement;
  }
}
