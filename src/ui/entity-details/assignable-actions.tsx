/**
 * Row, group and add actions of the customer-assignable entities (assets, devices, entity views, edges) per list
 * scope, as ThingsBoard 3.3.1 offers them:
 * - tenant list: make public, assign to customer, unassign, make private; group: assign to customer;
 * - a customer's list: unassign (or make private for the public customer); group: unassign; add: assign new ones;
 * - an edge's list: unassign from edge; group: unassign; add: assign new ones;
 * - a customer user's own list: none.
 * Every call comes in through `ops`; texts through `t` with the entity kind's nouns.
 */
import type { TFunction } from 'i18next';
import type { DialogService } from '../dialog/dialog-service';
import type { EntityAutocompleteProps } from '../entity/entity-autocomplete';
import type { EntityListSelectProps } from '../entity/entity-list-select';
import type { AddAction, CellAction, GroupAction } from '../entity-table/entity-table-types';
import { AssignIcon, ReplyIcon, ShareIcon, UnassignIcon } from '../icons/entity-icons';
import { deferred } from '../lazy/lazy-component';

// The dialogs (and their pickers) load when one is first opened, not with the list they act on.
const AssignToCustomerDialog = deferred(() => import('./assign-dialogs').then((m) => m.AssignToCustomerDialog));
const AddEntitiesDialog = deferred(() => import('./assign-dialogs').then((m) => m.AddEntitiesDialog));

/** Where a list lives. */
export type ListScope =
  | { kind: 'tenant' }
  | { kind: 'customer'; customerId: string; isPublic?: boolean }
  | { kind: 'edge'; edgeId: string }
  | { kind: 'customer-user' };

/** Calls and lookups behind the actions. */
export interface AssignableOps<T> {
  entityType: string;
  getId(e: T): string;
  getName(e: T): string;
  isAssigned(e: T): boolean;
  isPublic(e: T): boolean;
  makePublic?(id: string): Promise<unknown>;
  assignToCustomer?(customerId: string, id: string): Promise<unknown>;
  unassignFromCustomer?(id: string): Promise<unknown>;
  assignToEdge?(edgeId: string, id: string): Promise<unknown>;
  unassignFromEdge?(edgeId: string, id: string): Promise<unknown>;
  /** Customer lookup (assign dialog). */
  customers: Pick<EntityAutocompleteProps, 'search' | 'load'>;
  /** Lookup of this entity type (assign-new dialogs of customer and edge lists). */
  entities: Pick<EntityListSelectProps, 'search' | 'loadMany'>;
}

/** Nouns of the entity kind, translated: "device" / "devices". */
export interface KindNames {
  one: string;
  many: string;
}

export interface AssignableActions<T> {
  cellActions: CellAction<T>[];
  groupActions: GroupAction<T>[];
  addActions: AddAction[];
}

async function each<T>(rows: readonly T[], fn: (row: T) => Promise<unknown>): Promise<void> {
  for (const row of rows) {
    try {
      await fn(row);
    } catch {
      /* reported by the error presenter; go on with the others */
    }
  }
}

/** What every action builder of one list needs: the calls, nouns, texts, dialogs and a yes/no confirmation. */
interface ActionContext<T> {
  ops: AssignableOps<T>;
  names: KindNames;
  t: TFunction;
  dialogs: DialogService;
  confirm(title: string, message: string): Promise<boolean>;
  vars(e: T): { kind: string; name: string };
}

/** Build the actions of one list scope. */
export function assignableActions<T>(
  ops: AssignableOps<T>,
  scope: ListScope,
  names: KindNames,
  t: TFunction,
  dialogs: DialogService,
): AssignableActions<T> {
  const out: AssignableActions<T> = { cellActions: [], groupActions: [], addActions: [] };
  const confirm = (title: string, message: string) =>
    dialogs.confirm({
      title,
      message,
      okLabel: t('action.yes'),
      cancelLabel: t('action.no'),
      testId: 'confirm-action',
    });
  const vars = (e: T) => ({ kind: names.one, name: ops.getName(e) });
  const ctx: ActionContext<T> = { ops, names, t, dialogs, confirm, vars };
  if (scope.kind === 'tenant') tenantActions(ctx, out);
  if (scope.kind === 'tenant' || scope.kind === 'customer')
    customerUnassignActions(ctx, scope.kind === 'customer', out);
  if (scope.kind === 'customer' && ops.assignToCustomer) {
    out.addActions.push(
      assignNewAction(ops, names, t, dialogs, 'assign-new', (ids) =>
        each(ids, (id) => ops.assignToCustomer!(scope.customerId, id)),
      ),
    );
  }
  if (scope.kind === 'edge') edgeActions(ctx, scope.edgeId, out);
  return out;
}

/** Tenant list: make public, assign to customer (row and group). */
function tenantActions<T>(ctx: ActionContext<T>, out: AssignableActions<T>) {
  const { ops, names, t, dialogs, confirm, vars } = ctx;
  const assignDialog = (rows: readonly T[], reload: () => void) =>
    dialogs.open<void>((close) => (
      <AssignToCustomerDialog
        title={t('entity-action.assign-to-customer-title', { kinds: names.many })}
        text={t('entity-action.assign-to-customer-text', { kinds: names.many })}
        search={ops.customers.search}
        load={ops.customers.load}
        onAssign={async (customerId) => {
          await each(rows, (r) => ops.assignToCustomer!(customerId, ops.getId(r)));
          reload();
        }}
        onClose={() => close()}
      />
    ));
  if (ops.makePublic) {
    out.cellActions.push({
      id: 'make-public',
      label: t('entity-action.make-public'),
      icon: ShareIcon,
      isEnabled: (e) => !ops.isAssigned(e),
      onAction: async (e, api) => {
        if (
          !(await confirm(t('entity-action.make-public-title', vars(e)), t('entity-action.make-public-text', vars(e))))
        )
          return;
        await ops.makePublic!(ops.getId(e));
        api.reload();
      },
    });
  }
  if (ops.assignToCustomer) {
    out.cellActions.push({
      id: 'assign-to-customer',
      label: t('entity-action.assign-to-customer'),
      icon: AssignIcon,
      isEnabled: (e) => !ops.isAssigned(e),
      onAction: (e, api) => assignDialog([e], api.reload),
    });
    out.groupActions.push({
      id: 'assign-to-customer',
      label: t('entity-action.assign-to-customer'),
      icon: AssignIcon,
      onAction: (rows, api) => assignDialog(rows, api.reload),
    });
  }
}

/** Tenant and customer lists: unassign from the customer, make private (and the group unassign of a customer's list). */
function customerUnassignActions<T>(ctx: ActionContext<T>, groupUnassign: boolean, out: AssignableActions<T>) {
  const { ops, names, t, confirm, vars } = ctx;
  if (!ops.unassignFromCustomer) return;
  const unassign = async (rows: readonly T[], reload: () => void) => {
    const one = rows.length === 1 ? rows[0]! : null;
    const pub = one ? ops.isPublic(one) : false;
    const ok = one
      ? await confirm(
          t(pub ? 'entity-action.make-private-title' : 'entity-action.unassign-title', vars(one)),
          t(pub ? 'entity-action.make-private-text' : 'entity-action.unassign-text', vars(one)),
        )
      : await confirm(
          t('entity-action.unassign-many-title', { count: rows.length, kinds: names.many }),
          t('entity-action.unassign-many-text', { kinds: names.many }),
        );
    if (!ok) return;
    await each(rows, (r) => ops.unassignFromCustomer!(ops.getId(r)));
    reload();
  };
  out.cellActions.push({
    id: 'unassign-from-customer',
    label: t('entity-action.unassign-from-customer'),
    icon: UnassignIcon,
    isEnabled: (e) => ops.isAssigned(e) && !ops.isPublic(e),
    onAction: (e, api) => unassign([e], api.reload),
  });
  out.cellActions.push({
    id: 'make-private',
    label: t('entity-action.make-private'),
    icon: ReplyIcon,
    isEnabled: (e) => ops.isPublic(e),
    onAction: (e, api) => unassign([e], api.reload),
  });
  if (groupUnassign) {
    out.groupActions.push({
      id: 'unassign-from-customer',
      label: t('entity-action.unassign-from-customer'),
      icon: UnassignIcon,
      onAction: (rows, api) => unassign(rows, api.reload),
    });
  }
}

/** An edge's list: unassign from the edge (row and group), assign new ones. */
function edgeActions<T>(ctx: ActionContext<T>, edgeId: string, out: AssignableActions<T>) {
  const { ops, names, t, dialogs, confirm, vars } = ctx;
  if (!ops.unassignFromEdge || !ops.assignToEdge) return;
  const unassignEdge = async (rows: readonly T[], reload: () => void) => {
    const one = rows.length === 1 ? rows[0]! : null;
    const ok = one
      ? await confirm(
          t('entity-action.unassign-edge-title', vars(one)),
          t('entity-action.unassign-edge-text', vars(one)),
        )
      : await confirm(
          t('entity-action.unassign-edge-many-title', { count: rows.length, kinds: names.many }),
          t('entity-action.unassign-edge-many-text', { kinds: names.many }),
        );
    if (!ok) return;
    await each(rows, (r) => ops.unassignFromEdge!(edgeId, ops.getId(r)));
    reload();
  };
  out.cellActions.push({
    id: 'unassign-from-edge',
    label: t('entity-action.unassign-from-edge'),
    icon: UnassignIcon,
    onAction: (e, api) => unassignEdge([e], api.reload),
  });
  out.groupActions.push({
    id: 'unassign-from-edge',
    label: t('entity-action.unassign-from-edge'),
    icon: UnassignIcon,
    onAction: (rows, api) => unassignEdge(rows, api.reload),
  });
  out.addActions.push(
    assignNewAction(ops, names, t, dialogs, 'assign-to-edge', (ids) =>
      each(ids, (id) => ops.assignToEdge!(edgeId, id)),
    ),
  );
}

function assignNewAction<T>(
  ops: AssignableOps<T>,
  names: KindNames,
  t: TFunction,
  dialogs: DialogService,
  id: string,
  assign: (ids: string[]) => Promise<void>,
): AddAction {
  return {
    id,
    label: t('entity-action.assign-new', { kinds: names.many }),
    onAction: (api) =>
      dialogs.open<void>((close) => (
        <AddEntitiesDialog
          entityType={ops.entityType}
          title={t('entity-action.assign-new', { kinds: names.many })}
          text={t('entity-action.assign-new-text', { kinds: names.many })}
          search={ops.entities.search}
          loadMany={ops.entities.loadMany}
          onAssign={async (ids) => {
            await assign(ids);
            api.reload();
          }}
          onClose={() => close()}
        />
      )),
  };
}
