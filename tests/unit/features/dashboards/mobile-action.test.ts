/**
 * Widget mobile actions against a fake mobile app channel, with the real QuickJS sandbox: arguments from the
 * location and phone-number functions (and ThingsBoard's messages when they are invalid), each result function
 * with the app's result, the empty-result and error handlers, nothing outside the app; and the channel itself
 * (ThingsBoard's handler name, rejections turned into errors).
 */
import { describe, expect, it, vi } from 'vitest';
import type { ActionHost } from '../../../../src/features/dashboards/actions/action-bridge';
import { runMobileAction } from '../../../../src/features/dashboards/actions/mobile-action';
import {
  callMobileAction,
  isMobileApp,
  MOBILE_HANDLERS,
  type MobileActionResult,
} from '../../../../src/lib/mobile-channel';
import type { WidgetActionDescriptor } from '../../../../src/widgets/widget-contract';

function host(answer: MobileActionResult | null) {
  const calls: { type: string; args: readonly unknown[] }[] = [];
  const h = {
    stateParams: () => ({}),
    stateId: () => 'default',
    openState: vi.fn(),
    updateState: vi.fn(),
    navigatePrevState: vi.fn(),
    openDashboard: vi.fn(),
    notify: vi.fn(),
    showCustomDialog: vi.fn(),
    report: vi.fn(),
    t: (k: string) => k,
    callMobile: async (type: string, args: readonly unknown[]) => {
      calls.push({ type, args });
      return answer;
    },
  } satisfies ActionHost;
  return { h, calls };
}

const action = (mobileAction: Record<string, unknown>): WidgetActionDescriptor => ({
  id: 'm',
  name: 'Mobile',
  type: 'mobileAction',
  mobileAction: { type: 'takePhoto', ...mobileAction },
});
const entity = { id: 'd1', entityType: 'DEVICE', name: 'Pump 1', label: 'P1' };
const toast =
  "widgetContext.showSuccessToast(String([].slice.call(arguments, 0, arguments.length - 6).concat([entityName]).join('|')));";

function resultCases() {
  it('hands the app result to the result function of each type, with the entity', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'takePhoto',
        { imageUrl: 'data:image/png;base64,AA' },
        'processImageFunction',
        'data:image/png;base64,AA|Pump 1',
      ],
      ['takePictureFromGallery', { imageUrl: 'data:x' }, 'processImageFunction', 'data:x|Pump 1'],
      ['takeScreenshot', { imageUrl: 'data:y' }, 'processImageFunction', 'data:y|Pump 1'],
      ['scanQrCode', { code: 'ABC-1', format: 'QR_CODE' }, 'processQrCodeFunction', 'ABC-1|QR_CODE|Pump 1'],
      ['getLocation', { latitude: 50.45, longitude: 30.52 }, 'processLocationFunction', '50.45|30.52|Pump 1'],
    ];
    for (const [type, result, key, shown] of cases) {
      const { h, calls } = host({ hasResult: true, result, hasError: false });
      await runMobileAction(action({ type, [key]: toast }), entity, null, h);
      expect(calls).toEqual([{ type, args: [] }]);
      expect(h.notify).toHaveBeenCalledWith(shown, 'success');
    }
  });

  it('passes the location and phone number the functions return, then the launch result', async () => {
    const map = host({ hasResult: true, result: { launched: true }, hasError: false });
    await runMobileAction(
      action({
        type: 'mapDirection',
        getLocationFunction: 'return [50.1, entityName.length];',
        processLaunchResultFunction: toast,
      }),
      entity,
      null,
      map.h,
    );
    expect(map.calls).toEqual([{ type: 'mapDirection', args: [50.1, 6] }]);
    expect(map.h.notify).toHaveBeenCalledWith('true|Pump 1', 'success');
    const phone = host({ hasResult: true, result: { launched: false }, hasError: false });
    await runMobileAction(
      action({
        type: 'makePhoneCall',
        getPhoneNumberFunction: "return '+1 555 0100';",
        processLaunchResultFunction: toast,
      }),
      entity,
      null,
      phone.h,
    );
    expect(phone.calls).toEqual([{ type: 'makePhoneCall', args: ['+1 555 0100'] }]);
    expect(phone.h.notify).toHaveBeenCalledWith('false|Pump 1', 'success');
  });
}

function errorCases() {
  it('reports invalid arguments to the error function without calling the app', async () => {
    const onError = 'widgetContext.showErrorToast(error);';
    const map = host({ hasResult: true, result: {}, hasError: false });
    await runMobileAction(
      action({ type: 'mapLocation', getLocationFunction: "return ['x', 1];", handleErrorFunction: onError }),
      entity,
      null,
      map.h,
    );
    expect(map.calls).toEqual([]);
    expect(map.h.notify).toHaveBeenCalledWith(
      'Failed to get mobile action arguments: Location function did not return valid array of latitude/longitude!',
      'error',
    );
    const phone = host({ hasResult: true, result: {}, hasError: false });
    await runMobileAction(
      action({ type: 'makePhoneCall', getPhoneNumberFunction: 'return null;', handleErrorFunction: onError }),
      entity,
      null,
      phone.h,
    );
    expect(phone.h.notify).toHaveBeenCalledWith(
      'Failed to get mobile action arguments: Phone number function did not return valid number!',
      'error',
    );
    const broken = host({ hasResult: true, result: {}, hasError: false });
    await runMobileAction(
      action({ type: 'mapLocation', getLocationFunction: 'throw new Error("no fix");', handleErrorFunction: onError }),
      entity,
      null,
      broken.h,
    );
    expect(broken.h.notify.mock.calls[0]![0]).toMatch(/^Failed to get mobile action arguments: .*no fix/);
  });

  it('runs the error and empty-result handlers; does nothing outside the app', async () => {
    const failed = host({ hasResult: false, hasError: true, error: 'Camera permission denied' });
    await runMobileAction(
      action({ handleErrorFunction: 'widgetContext.showErrorToast(error);', processImageFunction: toast }),
      entity,
      null,
      failed.h,
    );
    expect(failed.h.notify).toHaveBeenCalledWith('Camera permission denied', 'error');
    expect(failed.h.notify).toHaveBeenCalledTimes(1);
    const empty = host({ hasResult: false, hasError: false });
    await runMobileAction(
      action({
        handleEmptyResultFunction: "widgetContext.showInfoToast('cancelled ' + entityLabel);",
        processImageFunction: toast,
      }),
      entity,
      null,
      empty.h,
    );
    expect(empty.h.notify).toHaveBeenCalledWith('cancelled P1', 'info');
    const outside = host(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await runMobileAction(
      action({ handleErrorFunction: 'widgetContext.showErrorToast(error);' }),
      entity,
      null,
      outside.h,
    );
    expect(outside.h.notify).not.toHaveBeenCalled();
    warn.mockRestore();
  });
}

describe('widget mobile actions', () => {
  describe('results', resultCases);
  describe('errors, empty results and outside the app', errorCases);
});

describe('mobile channel', () => {
  it("calls ThingsBoard's tbMobileHandler and normalises its answers", async () => {
    const seen: unknown[][] = [];
    const app = {
      flutter_inappwebview: {
        callHandler: async (...args: unknown[]) => (seen.push(args), { hasResult: true, result: { code: 'X' } }),
      },
    };
    expect(isMobileApp(app)).toBe(true);
    expect(isMobileApp({})).toBe(false);
    expect(await callMobileAction('scanQrCode', [], app)).toEqual({
      hasResult: true,
      result: { code: 'X' },
      hasError: false,
      error: undefined,
    });
    expect(seen).toEqual([[MOBILE_HANDLERS.widgetAction, 'scanQrCode']]);
    expect(MOBILE_HANDLERS.widgetAction).toBe('tbMobileHandler');
    expect(await callMobileAction('takePhoto', [], {})).toBeNull();
    const rejecting = (e: unknown) => ({ flutter_inappwebview: { callHandler: () => Promise.reject(e) } });
    expect(await callMobileAction('takePhoto', [], rejecting(new Error('busy')))).toMatchObject({
      hasError: true,
      error: 'busy',
    });
    expect(await callMobileAction('takePhoto', [], rejecting('x'))).toMatchObject({
      hasError: true,
      error: 'Failed to execute mobile action takePhoto',
    });
  });
});
