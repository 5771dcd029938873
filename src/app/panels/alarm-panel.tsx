/** Root of `<iot-alarm-table>`: the alarm table inside the panel frame. */
import { AlarmTableFeature, type AlarmTableFeatureProps } from '../../features/alarms/alarm-table-feature';
import { PanelShell } from './panel-shell';

export function AlarmTablePanel(props: AlarmTableFeatureProps) {
  return (
    <PanelShell>
      <AlarmTableFeature {...props} />
    </PanelShell>
  );
}
