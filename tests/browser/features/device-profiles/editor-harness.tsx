/** Mount the device profile editor (with dialogs and toasts) and drive its controls. */
import { useState } from 'react';
import { DeviceProfileEditor, createDeviceProfileServices, type DeviceProfile, type DeviceProfileServices } from '../../../../src/features/device-profiles/device-profiles-feature';
import { DialogsProvider } from '../../../../src/ui/dialogs/dialog-service';
import { ToastProvider } from '../../../../src/ui/toast/toast-context';
import { $, mountUi, q, qa, until } from '../../ui/harness';
import { reapplyRealApi } from '../real-server';

export function mountEditor(profile: DeviceProfile, services: DeviceProfileServices = createDeviceProfileServices()): Promise<HTMLElement> {
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
  const trigger = await until(() => root.querySelector<HTMLElement>(`[data-testid="${testId}"] [role="combobox"]`), 3000, `select ${testId}`);
  trigger.click();
  const opt = await until(() => qa(el, '[role="option"]').find((o) => o.textContent?.trim() === option), 3000, `option ${option}`);
  opt.click();
  await until(() => !q(el, '[role="listbox"]'), 3000, 'listbox closed');
}

/** Click the tab with this text. */
export async function openTab(el: HTMLElement, text: string): Promise<void> {
  const tab = await until(() => qa(el, '[role="tab"]').find((t) => t.textContent?.startsWith(text)), 3000, `tab ${text}`);
  tab.click();
}

/** Click a button found by its text (exact, trimmed) inside scope. */
export async function clickButton(el: HTMLElement, text: string, scope?: Element): Promise<void> {
  const root = scope ?? el.shadowRoot!;
  const b = await until(() => [...root.querySelectorAll<HTMLButtonElement>('button')].find((x) => x.textContent?.trim() === text && !x.disabled), 3000, `button ${text}`);
  b.click();
}

export { $, q, qa, until };
