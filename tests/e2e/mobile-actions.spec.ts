/**
 * Widget mobile actions against a fake mobile app: the page gets ThingsBoard's app channel
 * (`window.flutter_inappwebview.callHandler`) before the console loads, answering `tbMobileHandler` calls as the
 * app does (`{hasResult, result, hasError, error}`). A scan-QR header action goes to the app, and the action's
 * result function runs in the script sandbox with the app's code and format; an app error reaches the error
 * function.
 */
import { expect, test } from '@playwright/test';
import { unique } from './entities-support';
import { call, headersOf } from './console-extras-support';
import { signIn } from './shell-support';

test('a scan-QR widget action is answered by the app and runs its result and error functions', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await headersOf(request, 'tenant');
  const configuration = {
    widgets: {
      w: {
        id: 'w',
        bundleAlias: 'cards',
        typeAlias: 'simple_card',
        type: 'latest',
        title: 'Scanner',
        sizeX: 8,
        sizeY: 4,
        config: {
          showTitle: true,
          datasources: [
            {
              type: 'entity',
              entityAliasId: 'a',
              dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'temperature' }],
            },
          ],
          actions: {
            headerButton: [
              {
                id: 'scan',
                name: 'Scan',
                icon: 'qr_code',
                type: 'mobileAction',
                mobileAction: {
                  type: 'scanQrCode',
                  processQrCodeFunction: "widgetContext.showSuccessToast('Scanned ' + code + ' as ' + format);",
                  handleErrorFunction: "widgetContext.showErrorToast('App said: ' + error);",
                },
              },
            ],
          },
        },
      },
    },
    states: {
      default: {
        name: 'Scanner',
        root: true,
        layouts: { main: { widgets: { w: { sizeX: 8, sizeY: 4, row: 0, col: 0 } } } },
      },
    },
    entityAliases: {
      a: {
        id: 'a',
        alias: 'Thermostat',
        filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: false },
      },
    },
  };
  const dashboard = await call<{ id: { id: string } }>(request, headers, 'POST', '/api/dashboard', {
    title: unique('E2E Mobile actions'),
    configuration,
  });

  // The fake app: answers the first scan with a code, the second with an error; records what it was asked.
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { __appCalls: unknown[][] }).__appCalls = calls;
    (window as unknown as { flutter_inappwebview: unknown }).flutter_inappwebview = {
      callHandler: (name: string, ...args: unknown[]) => {
        calls.push([name, ...args]);
        if (name !== 'tbMobileHandler') return Promise.resolve(null);
        const scans = calls.filter((c) => c[0] === 'tbMobileHandler').length;
        return Promise.resolve(
          scans === 1
            ? { hasResult: true, result: { code: 'QR-42', format: 'QR_CODE' }, hasError: false }
            : { hasResult: false, hasError: true, error: 'camera busy' },
        );
      },
    };
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'tenant', `/dashboards/${dashboard.id.id}`);
  const action = page.getByTestId('widget-header-action').and(page.locator('[title="Scan"]'));
  await expect(action).toBeVisible();
  await action.click();
  await expect(page.getByText('Scanned QR-42 as QR_CODE')).toBeVisible();
  const calls = await page.evaluate(() =>
    (window as unknown as { __appCalls: unknown[][] }).__appCalls.filter((c) => c[0] === 'tbMobileHandler'),
  );
  expect(calls).toEqual([['tbMobileHandler', 'scanQrCode']]);

  await action.click();
  await expect(page.getByText('App said: camera busy')).toBeVisible();
});
