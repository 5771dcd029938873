/** The details tab of a resource: title, type, key and whether it is a system resource (read-only facts). */
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { isNullId } from '../../api/entity';
import type { ResourceInfo } from '../../api/resources';
import type { EntityFormProps } from '../../ui/entity-table/entity-table-types';
import { v } from '../../ui/theme/tokens';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${v('color-text-secondary')};
    font-size: 13px;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export function ResourceDetails({ entity: r }: EntityFormProps<ResourceInfo>) {
  const { t } = useTranslation();
  return (
    <Facts data-testid="resource-details">
      <dt>{t('resource.title')}</dt>
      <dd>{r.title}</dd>
      <dt>{t('resource.resource-type')}</dt>
      <dd>{t(`resource.type-${r.resourceType.toLowerCase()}`)}</dd>
      <dt>{t('resource.resource-key')}</dt>
      <dd>{r.resourceKey ?? ''}</dd>
      {isNullId(r.tenantId) ? (
        <>
          <dt>{t('resource.system')}</dt>
          <dd>{t('action.yes')}</dd>
        </>
      ) : null}
    </Facts>
  );
}
