/** Roots of the list elements: each feature's list inside the panel frame. */
import { AssetListFeature, type AssetListFeatureProps } from '../../features/assets/asset-list-feature';
import { CustomerListFeature, type CustomerListFeatureProps } from '../../features/customers/customer-list-feature';
import { DeviceListFeature, type DeviceListFeatureProps } from '../../features/devices/device-list-feature';
import { PanelShell } from './panel-shell';

export function DeviceListPanel(props: DeviceListFeatureProps) {
  return (
    <PanelShell>
      <DeviceListFeature {...props} />
    </PanelShell>
  );
}

export function AssetListPanel(props: AssetListFeatureProps) {
  return (
    <PanelShell>
      <AssetListFeature {...props} />
    </PanelShell>
  );
}

export function CustomerListPanel(props: CustomerListFeatureProps) {
  return (
    <PanelShell>
      <CustomerListFeature {...props} />
    </PanelShell>
  );
}
