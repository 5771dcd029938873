/**
 * Compiled (never bundled) by the packaging test: what the package's typings promise a host, and what they refuse.
 */
import { useRef } from 'react';
import { IotDashboardElement, setAssetBase } from 'iot-console';
import { defineIotElements, iotTags, whenIotElementsDefined } from 'iot-console/loader';
import type { IotDeviceListElement, IotDeviceListElementEventMap } from 'iot-console/elements/iot-device-list';
import type { IotRuleChainEditorElement } from 'iot-console/elements/iot-rule-chain-editor';
import type {} from 'iot-console/react';

setAssetBase(new URL('/iot-console/', location.href));
void defineIotElements(iotTags.filter((t) => t !== 'iot-console')).then(() =>
  whenIotElementsDefined(['iot-device-list']),
);

const list = document.createElement('iot-device-list'); // HTMLElementTagNameMap
const pageSize: number | undefined = list.pageSize;
const readonly: boolean = list.readonly;
list.accessToken = 'token';
list.theme = 'dark';
list.addEventListener('iot-entity-select', (e) => {
  const kind: 'DEVICE' = e.detail.entityType;
  console.log(kind, e.detail.id, pageSize, readonly);
});
const selectEvent: IotDeviceListElementEventMap['iot-entity-delete'] = new CustomEvent('iot-entity-delete', {
  detail: { entityType: 'DEVICE', ids: [] },
});
document.addEventListener('iot-session-change', (e) => console.log(e.detail.authenticated, selectEvent));
const version: string = IotDashboardElement.version;
document.querySelector('iot-dashboard')?.setAttribute('dashboard-id', version);
const editor: IotRuleChainEditorElement | null = document.querySelector('iot-rule-chain-editor');
editor?.addEventListener('iot-rule-node-select', (e) => console.log(e.detail?.ruleNodeId));

// @ts-expect-error pageSize is a number
list.pageSize = 'many';
// @ts-expect-error theme is light or dark
list.theme = 'blue';
// @ts-expect-error no such property
list.pageCount = 3;

export function Panel() {
  const ref = useRef<IotDeviceListElement>(null);
  const ok = (
    <iot-device-list
      ref={ref}
      page-size={10}
      customer-id="c1"
      oniot-entity-delete={(e) => console.log(e.detail.ids.length)}
    />
  );
  // @ts-expect-error page-size takes a number
  const badValue = <iot-device-list page-size="many" />;
  // @ts-expect-error the listener gets the device list's event, whose detail has no `severity`
  const badEvent = <iot-device-list oniot-entity-select={(e) => e.detail.severity} />;
  // @ts-expect-error unknown elements stay unknown
  const unknownTag = <iot-nothing />;
  return [ok, badValue, badEvent, unknownTag];
}
