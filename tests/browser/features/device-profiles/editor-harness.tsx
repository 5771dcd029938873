/** Mount the device profile editor (with dialogs and toasts) and drive its controls. */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import {
  DeviceProfileEditor,
  createDeviceProfileServices,
  type DeviceProfile,
  type DeviceProfileServices,
} from '../../../../src/features/device-profiles/device-profiles-feature';
import { DialogsProvider } from '../../../../src/ui/dialog/dialog-service';
import { ToastProvider } from '../../../../src/ui/toast/toast-context';
import { $, mountUi, q, qa, until } from '../../ui/harness';
import { untilAsync } from '../../helpers';
import { api, reapplyRealApi } from '../real-server';

export function mountEditor(
  profile: DeviceProfile,
  services: DeviceProfileServices = createDeviceProfileServices(),
): Promise<HTMLElement> {
  function Host() {
    const [value] = useState(profile);
    return (
      <ToastProvider>
        <DialogsProvider>
          <DeviceProfileEditor value={value} services={services} />
        </DialogsProvider>
      </ToastProvider>
    );
  }
  return mountUi(<Host />).then((el) => {
    reapplyRealApi();
    return el;
  });
}

/** Open the select inside `[data-testid=testId]` (within `scope`) and click the option whose text is `option`. */
export async function choose(el: HTMLElement, testId: string, option: string, scope?: Element): Promise<void> {
  const root = scope ?? el.shadowRoot!;
  const trigger = await until(
    () => root.querySelector<HTMLElement>(`[data-testid="${testId}"] [role="combobox"]`),
    3000,
    `select ${testId}`,
  );
  trigger.click();
  const opt = await until(
    () => qa(el, '[role="option"]').find((o) => o.textContent?.trim() === option),
    3000,
    `option ${option}`,
  );
  opt.click();
  await until(() => !q(el, '[role="listbox"]'), 3000, 'listbox closed');
}

/** Click the tab with this text. */
export async function openTab(el: HTMLElement, text: string): Promise<void> {
  const tab = await until(
    () => qa(el, '[role="tab"]').find((t) => t.textContent?.startsWith(text)),
    3000,
    `tab ${text}`,
  );
  tab.click();
}

/** Click a button found by its text (exact, trimmed) inside scope. */
export async function clickButton(el: HTMLElement, text: string, scope?: Element): Promise<void> {
  const root = scope ?? el.shadowRoot!;
  const b = await until(
    () =>
      [...root.querySelectorAll<HTMLButtonElement>('button')].find(
        (x) => x.textContent?.trim() === text && !x.disabled,
      ),
    3000,
    `button ${text}`,
  );
  b.click();
}

export { $, q, qa, until };

/**
 * Saves through the editor and returns the server's copy once it holds the change. The save button is disabled both
 * while saving and once saved, so the server's copy (every test changes the profile) tells the two apart.
 */
export async function saveAndReload(el: HTMLElement, token: string, id: string): Promise<DeviceProfile> {
  const before = JSON.stringify((await api<DeviceProfile>(token, 'GET', `/api/deviceProfile/${id}`)).body);
  (await $(el, '[data-testid="profile-save"]')).click();
  const saved = await untilAsync(
    async () => {
      if (q(el, '[data-testid="profile-save-error"]')) return null;
      const body = (await api<DeviceProfile>(token, 'GET', `/api/deviceProfile/${id}`)).body;
      return JSON.stringify(body) !== before && body;
    },
    5000,
    'the server holds the saved profile',
  ).catch((e: Error) => {
    expect(q(el, '[data-testid="profile-save-error"]')?.textContent ?? null, 'no save error').to.equal(null);
    throw e;
  });
  await until(
    () => (q(el, '[data-testid="profile-save"]') as HTMLButtonElement).disabled,
    5000,
    'editor clean after the save',
  );
  expect(q(el, '[data-testid="profile-save-error"]'), 'no save error').to.equal(null);
  return saved;
}
