/**
 * Users of a tenant (its administrators, for system admins) or of a customer (for tenant admins), as ThingsBoard
 * 3.3.1's user pages: add with an activation link or activation email, resend activation, show the activation link,
 * enable or disable the account, log in as the user when token access is enabled, delete.
 */
import type { TFunction } from 'i18next';
import { lazy, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { getAuditLogs } from '../../api/audit-logs';
import { NULL_UUID } from '../../api/entity';
import { entityTabSources } from '../../api/entity-tab-sources';
import { getUser, type User } from '../../api/users';
import {
  deleteUser,
  getActivationLink,
  getCustomerUsers,
  getTenantAdmins,
  getUserToken,
  saveUser,
  sendActivationEmail,
  setUserCredentialsEnabled,
} from '../../api/user-management';
import { getSession } from '../../session/session';
import { useSession } from '../../session/use-session';
import { Button } from '../../ui/button/button';
import { useDialogs } from '../../ui/dialog/dialog-service';
import { createdTimeColumn, textColumn } from '../../ui/entity-details/columns';
import { standardTabs } from '../../ui/entity-details/standard-tabs';
import type {
  CellAction,
  DetailsContext,
  DetailsTab,
  EntityColumn,
  EntityTableConfig,
  TableTexts,
} from '../../ui/entity-table/entity-table-types';
import { BlockIcon, LinkIcon, LoginIcon } from '../../ui/icons/entity-icons';
import { CheckCircleIcon, MailIcon } from '../../ui/icons/nav-icons';
import { useToast } from '../../ui/toast/toast-context';
import { ActivationLinkDialog } from './components/activation-link-dialog';
import { UserForm, type UserDraft } from './components/user-form';

// Loaded when the tab first opens (the drawer renders tabs inside Suspense).
const AuditLogTable = lazy(() =>
  import('../../ui/entity-details/audit-log-table').then((m) => ({ default: m.AuditLogTable })),
);

/** Whose users. */
export type UserScope = { kind: 'tenant'; tenantId: string } | { kind: 'customer'; customerId: string };

const enabled = (u: User) => u.additionalInfo?.['userCredentialsEnabled'] === true;

type Toast = ReturnType<typeof useToast>;

/** The drawer's buttons: activation link and resend (not yet active), enable or disable the account. */
function userDetailsActions(
  t: TFunction,
  toast: Toast,
  showLink: (u: User) => Promise<void>,
): (ctx: DetailsContext<UserDraft>) => ReactNode {
  return ({ entity, reload }: DetailsContext<UserDraft>) => {
    const on = enabled(entity);
    const act = (id: string, label: string, Icon: typeof MailIcon, run: () => Promise<unknown>) => (
      <Button
        key={id}
        $variant="outlined"
        data-detail-action={id}
        onClick={() => void run().then(reload, () => undefined)}
      >
        <Icon size={18} />
        {label}
      </Button>
    );
    return (
      <>
        {on ? null : act('activation-link', t('user.display-activation-link'), LinkIcon, () => showLink(entity))}
        {on
          ? null
          : act('resend-activation', t('user.resend-activation'), MailIcon, () =>
              sendActivationEmail(entity.email).then(() =>
                toast.show({ message: t('user.activation-mail-sent', { email: entity.email }), type: 'success' }),
              ),
            )}
        {on
          ? act('disable', t('user.disable-account'), BlockIcon, () =>
              setUserCredentialsEnabled(entity.id.id, false).then(() =>
                toast.show({ message: t('user.account-disabled'), type: 'success' }),
              ),
            )
          : act('enable', t('user.enable-account'), CheckCircleIcon, () =>
              setUserCredentialsEnabled(entity.id.id, true).then(() =>
                toast.show({ message: t('user.account-enabled'), type: 'success' }),
              ),
            )}
      </>
    );
  };
}

function userColumns(t: TFunction, language: string): EntityColumn<User>[] {
  return [
    createdTimeColumn(t('table.created-time'), language, { hideOnSmall: true }),
    textColumn('firstName', t('user.first-name'), (u) => u.firstName),
    textColumn('lastName', t('user.last-name'), (u) => u.lastName, { hideOnSmall: true }),
    textColumn('email', t('user.email'), (u) => u.email),
  ];
}

/** As ThingsBoard 3.3.1: what the user did (GET /api/audit/logs/user/{id}), for the tenant administrator. */
function userAuditLogsTab(t: TFunction): DetailsTab<UserDraft> {
  return {
    key: 'audit-logs',
    label: t('audit-log.audit-logs'),
    render: ({ entity }) => (
      <AuditLogTable
        queryKey={['audit-logs', 'USER', entity.id.id]}
        mode="user"
        fetchLogs={(link, signal) => getAuditLogs({ kind: 'user', userId: entity.id.id }, link, [], { signal })}
      />
    ),
  };
}

/** Sign in as the user (when user token access is enabled), as ThingsBoard 3.3.1. */
function loginAsAction(t: TFunction, scope: UserScope, navigate: NavigateFunction): CellAction<User> {
  return {
    id: 'login-as',
    label: scope.kind === 'tenant' ? t('user.login-as-tenant-admin') : t('user.login-as-customer-user'),
    icon: LoginIcon,
    onAction: async (u) => {
      const pair = await getUserToken(u.id.id);
      await getSession().adoptTokens(pair.token, pair.refreshToken);
      navigate('/home');
    },
  };
}

function userTexts(t: TFunction): TableTexts<UserDraft> {
  return {
    noEntities: t('user.no-users-text'),
    selected: (count) => t('user.selected-users', { count }),
    deleteTitle: (u) => t('user.delete-user-title', { name: u.email }),
    deleteText: () => t('user.delete-user-text'),
    deleteManyTitle: (count) => t('user.delete-users-title', { count }),
    deleteManyText: () => t('user.delete-users-text'),
  };
}

export function useUsersTableConfig(scope: UserScope, title: string): EntityTableConfig<UserDraft> {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const dialogs = useDialogs();
  const toast = useToast();
  const navigate = useNavigate();
  const tokenAccess = session.userTokenAccessEnabled;
  const scopeKey = JSON.stringify(scope);
  const viewerIsTenant = session.authUser?.authority === 'TENANT_ADMIN';
  const auth = session.authUser;
  const sources = useMemo(
    () =>
      entityTabSources(
        { authority: auth?.authority, tenantId: auth?.tenantId, customerId: auth?.customerId },
        { pageOrigin: globalThis.location.origin },
      ),
    [auth?.authority, auth?.tenantId, auth?.customerId],
  );

  return useMemo<EntityTableConfig<UserDraft>>(() => {
    const showLink = async (u: User) => {
      const link = await getActivationLink(u.id.id);
      await dialogs.open<void>((close) => <ActivationLinkDialog link={link} onClose={() => close()} />);
    };
    const loginAs = loginAsAction(t, scope, navigate);
    const create = async (draft: UserDraft): Promise<UserDraft> => {
      const { activationMethod, ...user } = draft;
      const sendMail = activationMethod === 'SEND_MAIL';
      const saved = await saveUser({ ...user, id: undefined } as unknown as User, sendMail);
      if (sendMail) toast.show({ message: t('user.activation-mail-sent', { email: saved.email }), type: 'success' });
      else await showLink(saved).catch(() => undefined);
      return saved;
    };
    const extras = userDetailsActions(t, toast, showLink);
    const tenantId = scope.kind === 'tenant' ? scope.tenantId : (session.authUser?.tenantId ?? NULL_UUID);
    const customerId = scope.kind === 'customer' ? scope.customerId : NULL_UUID;
    return {
      id: `users-${scope.kind}`,
      title,
      queryKey: ['users', scope],
      getId: (u) => u.id.id,
      getName: (u) => u.email,
      columns: userColumns(t, i18n.language),
      fetchPage: (link, _f, signal) =>
        scope.kind === 'tenant'
          ? getTenantAdmins(scope.tenantId, link, { signal })
          : getCustomerUsers(scope.customerId, link, { signal }),
      cellActions: tokenAccess ? [loginAs] : [],
      add: {
        label: t('user.add'),
        dialogTitle: t('user.add'),
        initial: () => ({
          id: { entityType: 'USER', id: '' },
          email: '',
          authority: scope.kind === 'tenant' ? 'TENANT_ADMIN' : 'CUSTOMER_USER',
          tenantId: { entityType: 'TENANT', id: tenantId },
          customerId: { entityType: 'CUSTOMER', id: customerId },
          additionalInfo: {},
          activationMethod: 'DISPLAY_LINK',
        }),
        save: create,
      },
      deleteEntity: (u) => deleteUser(u.id.id),
      texts: userTexts(t),
      details: {
        load: (id, signal) => getUser(id, { signal }),
        save: ({ activationMethod: _a, ...u }) => saveUser(u),
        title: (u) => u.email,
        subtitle: t('user.user-details'),
        form: UserForm,
        actions: extras,
        // As ThingsBoard 3.3.1: the user's attributes and latest telemetry, and what the user did
        // (GET /api/audit/logs/user/{id}; the audit log API is the tenant administrator's).
        tabs: standardTabs<UserDraft>({
          ref: (u) => ({ entityType: 'USER', id: u.id.id }),
          sources: { attributes: sources.attributes, telemetry: sources.telemetry },
          relationTypes: [],
          more: viewerIsTenant ? [userAuditLogsTab(t)] : [],
        }),
      },
    };
  }, [
    t,
    i18n.language,
    scopeKey,
    title,
    tokenAccess,
    dialogs,
    toast,
    navigate,
    session.authUser?.tenantId,
    viewerIsTenant,
    sources,
  ]);
}
