/// <reference types="mocha" />
/**
 * The migrated lists beside the device list, light and dark, against the real server: each renders as the same
 * EntityTable family (header, sortable columns, paginator with "Items per page"). With IOT_SCREENSHOTS=1 each is
 * saved under tests/e2e/screenshots/ to be looked at side by side.
 */
import { expect } from '@open-wc/testing';
import type { ReactNode } from 'react';
import { DeviceListFeature } from '../../../src/features/devices/device-list-feature';
import { DeviceProfilesPage } from '../../../src/features/device-profiles/device-profiles-feature';
import { OtaPackagesPage } from '../../../src/features/ota-packages/ota-packages-feature';
import { ResourcesPage } from '../../../src/features/resources/resources-feature';
import { DialogsProvider } from '../../../src/ui/dialog/dialog-service';
import { ToastProvider } from '../../../src/ui/toast/toast-context';
import { screenshot, viewport } from '../dashboards/dashboard-harness';
import { mountUi, q, unmountAll, until } from '../ui/harness';
import { rows } from './list-table-driver';
import { reapplyRealApi, wireRealTenantApi } from './real-server';

const LISTS: [string, () => ReactNode][] = [
  ['devices', () => <DeviceListFeature />],
  ['device-profiles', () => <DeviceProfilesPage />],
  ['ota-packages', () => <OtaPackagesPage />],
  ['resources', () => <ResourcesPage />],
];

describe('migrated lists look like the device list', function () {
  this.timeout(120_000);
  before(async () => {
    await wireRealTenantApi();
    await viewport(1280, 640);
  });
  afterEach(unmountAll);

  for (const [name, render] of LISTS) {
    for (const theme of ['light', 'dark'] as const) {
      it(`${name} (${theme})`, async () => {
        const el = await mountUi(
          <ToastProvider>
            <DialogsProvider>
              <div style={{ height: '600px', display: 'flex', flexDirection: 'column' }}>{render()}</div>
            </DialogsProvider>
          </ToastProvider>,
          `theme="${theme}"`,
        );
        reapplyRealApi();
        await until(() => rows(el).length > 0, 30_000, 'rows');
        expect(q(el, '[part="card"] [part="paginator"]')!.textContent).to.contain('Items per page');
        expect(q(el, 'thead button[data-sort="createdTime"]')).to.exist;
        await screenshot(`list-${name}-${theme}`);
      });
    }
  }
});
