/**
 * Widget actions (a widget config's `actions`): openDashboardState and updateDashboardState move the state
 * stack with the clicked entity as parameter; openDashboard asks the host to open another dashboard with a state;
 * custom / customPretty run the action's user function in the script sandbox through a small recording bridge
 * (`widgetContext.stateController.openState/updateState/getStateParams`, toasts), never `eval` in the page;
 * mobile actions go to the mobile app and hand its answer to the action's functions (mobile-action.ts).
 */
import type { EntityId } from '../../../api/entity';
import { loadSandbox, UserScriptError } from '../../../widgets/sandbox/js-sandbox';
import type { WidgetActionDescriptor, WidgetEntity } from '../../../widgets/widget-contract';
import { actionStateParams, encodeState } from '../state/state-controller';

import { CUSTOM_ACTION_ARGS, customActionBody, replayBridgeCalls, type ActionHost } from './action-bridge';

export {
  CUSTOM_ACTION_ARGS,
  customActionBody,
  replayBridgeCalls,
  type ActionHost,
  type BridgeCall,
} from './action-bridge';

async function runCustom(
  descriptor: WidgetActionDescriptor,
  entity: WidgetEntity | null,
  additionalParams: unknown,
  host: ActionHost,
): Promise<void> {
  const body = descriptor.customFunction ?? '';
  if (!body.trim()) return;
  try {
    const sandbox = await loadSandbox();
    const fn = sandbox.compile(customActionBody(body), CUSTOM_ACTION_ARGS);
    const entityId = entity ? { entityType: entity.entityType, id: entity.id } : null;
    const calls = fn(
      entityId,
      entity?.name ?? null,
      additionalParams ?? null,
      entity?.label ?? null,
      host.stateParams(),
      host.stateId(),
    );
    replayBridgeCalls(calls, host);
  } catch (e) {
    host.notify(e instanceof UserScriptError ? e.message : String(e), 'error');
  }
}

/** Run one action descriptor for an optional entity. */
export function runWidgetAction(
  descriptor: WidgetActionDescriptor,
  entity: WidgetEntity | null,
  widgetId: string,
  host: ActionHost,
  additionalParams?: unknown,
): void {
  host.report({
    widgetId,
    actionName: descriptor.name,
    actionType: descriptor.type,
    entityId: entity?.id ?? null,
    entityName: entity?.name ?? null,
  });
  const target = entity
    ? { id: { entityType: entity.entityType, id: entity.id } as EntityId, name: entity.name, label: entity.label }
    : null;
  switch (descriptor.type) {
    case 'openDashboardState':
    case 'updateDashboardState': {
      const params = actionStateParams(host.stateParams(), descriptor, target);
      if (descriptor.type === 'openDashboardState')
        host.openState(descriptor.targetDashboardStateId ?? '', params, !!descriptor.openRightLayout);
      else host.updateState(descriptor.targetDashboardStateId ?? null, params, !!descriptor.openRightLayout);
      return;
    }
    case 'openDashboard': {
      if (!descriptor.targetDashboardId) return;
      const params = actionStateParams(host.stateParams(), descriptor, target);
      const state = encodeState(
        [{ id: descriptor.targetDashboardStateId ?? '', params }].map((s) => (s.id ? s : { ...s, id: '' })),
      );
      host.openDashboard(descriptor.targetDashboardId, state);
      return;
    }
    case 'custom':
      void runCustom(descriptor, entity, additionalParams, host);
      return;
    case 'customPretty':
      host.showCustomDialog(descriptor, () => runCustom(descriptor, entity, additionalParams, host));
      return;
    case 'mobileAction':
      void import('./mobile-action').then((m) => m.runMobileAction(descriptor, entity, additionalParams, host));
      return;
    default:
      return;
  }
}
