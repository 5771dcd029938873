/**
 * Widget mobile actions, as ThingsBoard 3.3.1 runs them: the action's arguments (none; for map direction/location
 * the `getLocationFunction`'s [latitude, longitude]; for a phone call the `getPhoneNumberFunction`'s number) go to
 * the mobile app with the action type; its answer goes to the action's functions — the result function of the
 * type (processImage, processQrCode, processLocation, processLaunchResult), `handleEmptyResultFunction` when the
 * app answers without a result, `handleErrorFunction` with the app's error or the argument failure. Outside the app
 * nothing happens. The functions run in the script sandbox with the same widgetContext bridge as custom actions.
 */
import { loadSandbox } from '../../../widgets/sandbox/js-sandbox';
import type { WidgetActionDescriptor, WidgetEntity } from '../../../widgets/widget-contract';
import { CUSTOM_ACTION_ARGS, customActionBody, replayBridgeCalls, type ActionHost } from './action-bridge';

/** The result function of each action type, its own arguments and where their values come from. */
const RESULT_FUNCTIONS: Record<
  string,
  { key: string; args: string[]; values(result: Record<string, unknown>): unknown[] }
> = {
  takePictureFromGallery: { key: 'processImageFunction', args: ['imageUrl'], values: (r) => [r['imageUrl']] },
  takePhoto: { key: 'processImageFunction', args: ['imageUrl'], values: (r) => [r['imageUrl']] },
  takeScreenshot: { key: 'processImageFunction', args: ['imageUrl'], values: (r) => [r['imageUrl']] },
  scanQrCode: { key: 'processQrCodeFunction', args: ['code', 'format'], values: (r) => [r['code'], r['format']] },
  getLocation: {
    key: 'processLocationFunction',
    args: ['latitude', 'longitude'],
    values: (r) => [r['latitude'], r['longitude']],
  },
  mapDirection: { key: 'processLaunchResultFunction', args: ['launched'], values: (r) => [r['launched']] },
  mapLocation: { key: 'processLaunchResultFunction', args: ['launched'], values: (r) => [r['launched']] },
  makePhoneCall: { key: 'processLaunchResultFunction', args: ['launched'], values: (r) => [r['launched']] },
};

const LOCATION_INVALID = 'Location function did not return valid array of latitude/longitude!';
const PHONE_INVALID = 'Phone number function did not return valid number!';

interface Call {
  entity: WidgetEntity | null;
  additionalParams: unknown;
  host: ActionHost;
}

/** Runs one of the action's functions with its leading arguments; replays its widgetContext calls; returns its value. */
async function runFunction(
  body: string,
  lead: readonly string[],
  values: readonly unknown[],
  c: Call,
): Promise<unknown> {
  const sandbox = await loadSandbox();
  const fn = sandbox.compile(customActionBody(body, lead), [...lead, ...CUSTOM_ACTION_ARGS]);
  const entityId = c.entity ? { entityType: c.entity.entityType, id: c.entity.id } : null;
  const out = fn(
    ...values,
    entityId,
    c.entity?.name ?? null,
    c.additionalParams ?? null,
    c.entity?.label ?? null,
    c.host.stateParams(),
    c.host.stateId(),
  );
  replayBridgeCalls(out, c.host);
  return (out as { result?: unknown } | null)?.result ?? null;
}

/** A result function's failure is logged and goes no further, as in ThingsBoard. */
async function runQuietly(body: unknown, lead: readonly string[], values: readonly unknown[], c: Call): Promise<void> {
  if (typeof body !== 'string' || !body.trim()) return;
  try {
    await runFunction(body, lead, values, c);
  } catch (e) {
    console.error(e);
  }
}

/** The arguments the app gets for this action type. @throws Error with ThingsBoard's message when invalid. */
async function actionArgs(type: string, mobile: Record<string, unknown>, c: Call): Promise<unknown[]> {
  if (type === 'mapDirection' || type === 'mapLocation') {
    const latLng = await runFunction(String(mobile['getLocationFunction'] ?? ''), [], [], c);
    if (Array.isArray(latLng) && latLng.length === 2 && typeof latLng[0] === 'number' && typeof latLng[1] === 'number')
      return latLng;
    throw new Error(LOCATION_INVALID);
  }
  if (type === 'makePhoneCall') {
    const phone = await runFunction(String(mobile['getPhoneNumberFunction'] ?? ''), [], [], c);
    if (phone !== null && phone !== undefined) return [phone];
    throw new Error(PHONE_INVALID);
  }
  return [];
}

/** Run a `mobileAction` descriptor for an optional entity. */
export async function runMobileAction(
  descriptor: WidgetActionDescriptor,
  entity: WidgetEntity | null,
  additionalParams: unknown,
  host: ActionHost,
): Promise<void> {
  const mobile = (descriptor.mobileAction ?? {}) as Record<string, unknown>;
  const type = String(mobile['type'] ?? '');
  const c: Call = { entity, additionalParams, host };
  const onError = (error: string) => runQuietly(mobile['handleErrorFunction'], ['error'], [error], c);
  let args: unknown[];
  try {
    args = await actionArgs(type, mobile, c);
  } catch (e) {
    const message = e instanceof Error && e.message ? e.message : typeof e === 'string' ? e : '';
    return onError(`Failed to get mobile action arguments${message ? `: ${message}` : '!'}`);
  }
  const answer = host.callMobile ? await host.callMobile(type, args) : null;
  if (!answer) {
    console.warn(`[iot-dashboard] the mobile action ${type} runs only inside the mobile application`);
    return;
  }
  if (answer.hasError) return onError(answer.error ?? `Failed to execute mobile action ${type}`);
  const fn = RESULT_FUNCTIONS[type];
  if (answer.hasResult && fn) return runQuietly(mobile[fn.key], fn.args, fn.values(answer.result ?? {}), c);
  if (!answer.hasResult) return runQuietly(mobile['handleEmptyResultFunction'], [], [], c);
}
