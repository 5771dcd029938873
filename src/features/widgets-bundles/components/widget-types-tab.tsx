/** The "Widget types" tab of a bundle: its widget types (image, name, type, description), read only. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { getWidgetTypeInfos, isSystemBundle, type WidgetsBundle } from '../../../api/widgets-bundles';
import { v } from '../../../ui/theme/tokens';
import { widgetsBundleKeys } from '../api/widgets-bundle-queries';
import { SimpleTable } from '../../../ui/table/simple-table';

const Table = styled(SimpleTable)`
  & th,
  & td {
    padding: 8px 12px;
  }
`;

const Thumb = styled.img`
  display: block;
  width: 96px;
  height: 64px;
  object-fit: contain;
  border-radius: 4px;
  background: ${v('color-surface-2')};
`;

const Blank = styled.div`
  width: 96px;
  height: 64px;
  border-radius: 4px;
  background: ${v('color-surface-2')};
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Note = styled.p`
  margin: 16px 12px;
  color: ${v('color-text-secondary')};
`;

export function WidgetTypesTab({ bundle }: { bundle: WidgetsBundle }) {
  const { t } = useTranslation();
  const system = isSystemBundle(bundle);
  const types = useQuery({
    queryKey: widgetsBundleKeys.types(system, bundle.alias),
    queryFn: ({ signal }) => getWidgetTypeInfos(system, bundle.alias, { signal }),
  });
  if (types.isPending) return <Note role="status">{t('common.loading')}</Note>;
  if (types.isError) return <Note role="alert">{t('widgets-bundle.widget-types-load-failed')}</Note>;
  if (types.data.length === 0) return <Note>{t('widgets-bundle.no-widget-types')}</Note>;
  return (
    // Focusable, so that keyboard users can scroll a long list (the tab panel scrolls).
    <div role="region" aria-label={t('widgets-bundle.widget-types')} tabIndex={0}>
      <Table data-testid="widget-types-table">
        <thead>
          <tr>
            <th scope="col">
              <Hidden>{t('widgets-bundle.widget-image')}</Hidden>
            </th>
            <th scope="col">{t('widgets-bundle.widget-name')}</th>
            <th scope="col">{t('widgets-bundle.widget-type')}</th>
            <th scope="col">{t('widgets-bundle.description')}</th>
          </tr>
        </thead>
        <tbody>
          {types.data.map((w) => (
            <tr key={w.id.id} data-testid="widget-type-row" data-alias={w.alias}>
              <td style={{ width: 112 }}>{w.image ? <Thumb src={w.image} alt="" loading="lazy" /> : <Blank />}</td>
              <td style={{ minWidth: 140 }}>{w.name}</td>
              <td style={{ whiteSpace: 'nowrap' }}>
                {w.widgetType ? t(`widgets-bundle.type-${w.widgetType}`, { defaultValue: w.widgetType }) : ''}
              </td>
              <td>{w.description ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
