/** LwM2M transport of a profile, in three tabs as ThingsBoard 3.3.1 has them: model, bootstrap, other settings. */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Tabs } from '../../../../ui/tabs/tabs';
import { TabBody } from '../../editor/editor-styles';
import type { Lwm2mTransportConfiguration } from '../../model/lwm2m';
import { Lwm2mBootstrap } from './lwm2m-bootstrap';
import { Lwm2mClientSettingsForm } from './lwm2m-client-settings';
import { Lwm2mModel } from './lwm2m-model';

type Tab = 'model' | 'bootstrap' | 'settings';

export interface Lwm2mTransportProps {
  value: Lwm2mTransportConfiguration;
  onChange(value: Lwm2mTransportConfiguration): void;
  disabled?: boolean;
  showErrors?: boolean;
}

export function Lwm2mTransport({ value, onChange, disabled, showErrors }: Lwm2mTransportProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('model');
  return (
    <div data-testid="lwm2m-transport">
      <Tabs<Tab>
        label={t('device-profile.lwm2m.sections')}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'model', label: t('device-profile.lwm2m.model') },
          { key: 'bootstrap', label: t('device-profile.lwm2m.bootstrap') },
          { key: 'settings', label: t('device-profile.lwm2m.other-settings') },
        ]}
      >
        <TabBody>
          {tab === 'model' ? (
            <Lwm2mModel
              value={value.observeAttr}
              disabled={disabled}
              showErrors={showErrors}
              onChange={(observeAttr) => onChange({ ...value, observeAttr })}
            />
          ) : null}
          {tab === 'bootstrap' ? (
            <Lwm2mBootstrap
              value={value.bootstrap}
              disabled={disabled}
              showErrors={showErrors}
              onChange={(bootstrap) => onChange({ ...value, bootstrap })}
            />
          ) : null}
          {tab === 'settings' ? (
            <Lwm2mClientSettingsForm
              value={value.clientLwM2mSettings}
              disabled={disabled}
              showErrors={showErrors}
              onChange={(clientLwM2mSettings) => onChange({ ...value, clientLwM2mSettings })}
            />
          ) : null}
        </TabBody>
      </Tabs>
    </div>
  );
}
