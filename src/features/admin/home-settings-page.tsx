/**
 * Home settings (TENANT_ADMIN, /settings/home): the dashboard tenant users see as their home page and whether its
 * toolbar is hidden (GET/POST /api/tenant/dashboard/home/info).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  getTenantHomeDashboardInfo,
  saveTenantHomeDashboardInfo,
  type HomeDashboardInfo,
} from '../../api/home-dashboard';
import { http } from '../../api/http';
import { Checkbox } from '../../ui/checkbox/checkbox';
import { DashboardAutocomplete, type DashboardInfo } from '../../ui/dashboard-autocomplete/dashboard-autocomplete';
import { Note, SettingsPage, SettingsActions } from './settings-layout';
import { useSettingsForm } from './use-settings-form';

interface DashboardPage {
  data: { id: { entityType: string; id: string }; title?: string | null }[];
}

async function searchDashboards(text: string, pageSize: number, signal: AbortSignal): Promise<DashboardInfo[]> {
  const q = new URLSearchParams({ pageSize: String(pageSize), page: '0', sortProperty: 'title', sortOrder: 'ASC' });
  if (text) q.set('textSearch', text);
  try {
    const page = await http.get<DashboardPage>(`/api/tenant/dashboards?${q.toString()}`, undefined, {
      signal,
      ignoreErrors: true,
      ignoreLoading: true,
    });
    return page.data.map((d) => ({ id: d.id, title: d.title ?? d.id.id }));
  } catch {
    return [];
  }
}

export function HomeSettingsPage() {
  const { t } = useTranslation();
  const form = useSettingsForm<HomeDashboardInfo>(
    ['admin', 'home'],
    (signal) => getTenantHomeDashboardInfo({ signal }),
    async (info) => {
      await saveTenantHomeDashboardInfo(info);
      return getTenantHomeDashboardInfo();
    },
  );
  const info = form.value;
  const [dashboard, setDashboard] = useState<DashboardInfo | null>(null);
  const id = info?.dashboardId?.id ?? null;
  useEffect(() => {
    if (!id) return setDashboard(null);
    if (dashboard?.id.id === id) return undefined;
    const ac = new AbortController();
    void http
      .get<{ id: DashboardInfo['id']; title?: string }>(`/api/dashboard/info/${encodeURIComponent(id)}`, undefined, {
        signal: ac.signal,
        ignoreErrors: true,
      })
      .then(
        (d) => !ac.signal.aborted && setDashboard({ id: d.id, title: d.title ?? d.id.id }),
        () => undefined,
      );
    return () => ac.abort();
  }, [id]);
  return (
    <SettingsPage
      title={t('admin.home-settings-title')}
      hint={t('admin.home-settings-hint')}
      testId="home-settings"
      onSubmit={() => void form.save(true)}
    >
      {info ? (
        <>
          <DashboardAutocomplete
            label={t('admin.home-dashboard')}
            value={dashboard}
            disabled={form.busy}
            onChange={(d) => {
              setDashboard(d);
              form.set({ ...info, dashboardId: d ? { entityType: 'DASHBOARD', id: d.id.id } : null });
            }}
            search={(text, page, signal) => searchDashboards(text, page.pageSize, signal)}
            testId="home-dashboard"
          />
          <Checkbox
            label={t('admin.hide-home-dashboard-toolbar')}
            checked={info.hideDashboardToolbar !== false}
            disabled={form.busy || !info.dashboardId}
            onChange={(hideDashboardToolbar) => form.set({ ...info, hideDashboardToolbar })}
            data-testid="home-hide-toolbar"
          />
        </>
      ) : (
        <Note>{form.loadError ?? t('common.loading')}</Note>
      )}
      <SettingsActions form={form} />
    </SettingsPage>
  );
}
