/**
 * Dashboard autocomplete: search box with clear button; suggestions match by title prefix, highlighted, page size 10
 * sorted by title ascending; empty text 'no dashboards matching {entity}'. May be required.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Autocomplete } from '../autocomplete/autocomplete';

/** The page the dashboard autocomplete asks for: 10 dashboards by title. */
export const DASHBOARD_AUTOCOMPLETE_PAGE = { pageSize: 10, sortProperty: 'title', sortOrder: 'ASC' } as const;

export interface DashboardInfo {
  id: { entityType?: string; id: string };
  title: string;
}

export interface DashboardAutocompleteProps {
  value: DashboardInfo | null;
  onChange(value: DashboardInfo | null): void;
  /** Dashboards whose title starts with `text` (the caller applies scope rules: customer / tenant / system admin). */
  search(
    text: string,
    page: typeof DASHBOARD_AUTOCOMPLETE_PAGE,
    signal: AbortSignal,
  ): Promise<readonly DashboardInfo[]>;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

export function DashboardAutocomplete({
  value,
  onChange,
  search,
  label,
  required,
  disabled,
  testId,
}: DashboardAutocompleteProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete<DashboardInfo>
      label={label ?? t('dashboard.dashboard')}
      value={value}
      onChange={onChange}
      search={async (text, signal) => {
        const found = await search(text, DASHBOARD_AUTOCOMPLETE_PAGE, signal);
        const q = text.trim().toLowerCase();
        return found
          .filter((d) => d.title.toLowerCase().startsWith(q))
          .sort((a, b) => a.title.localeCompare(b.title))
          .slice(0, DASHBOARD_AUTOCOMPLETE_PAGE.pageSize);
      }}
      getLabel={(d) => d.title}
      getKey={(d) => d.id.id}
      prefixOnly
      noMatchText={(text) => t('dashboard.no-dashboards-matching', { entity: text })}
      required={required}
      requiredText={t('dashboard.dashboard-required')}
      disabled={disabled}
      testId={testId}
    />
  );
}
