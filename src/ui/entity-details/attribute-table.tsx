/**
 * Attributes and Latest telemetry tabs of an entity (ThingsBoard 3.3.1): columns Last update time,
 * Key and Value, sorted, searched by key and paged in memory. Rows load over REST (values keep their JSON type) and
 * then follow the source's live subscription (new keys appear, deleted keys go, values change while you watch).
 * Attributes: a scope select (client / server / shared for devices, server only otherwise), add, edit the value
 * (edit button or a click on the row) and delete in the server and shared scopes; client attributes are read-only.
 * Latest telemetry: delete keys with all their data, no add. `readonly` hides every change.
 */
import type { TFunction } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { useDialogs } from '../dialog/dialog-service';
import type { EntityRef } from '../entity/entity-types';
import { EditIcon } from '../icons/entity-icons';
import { EntityTable } from '../entity-table/entity-table';
import type { EntityColumn, EntityTableConfig, HeaderFilter, TablePageLink } from '../entity-table/entity-table-types';
import { Select } from '../select/select';
import { AddAttributeDialog, EditAttributeDialog } from './attribute-dialogs';
import { formatDateTime } from './format';
import {
  applyLiveChanges,
  formatKeyValue,
  keyValuePage,
  type AttributeScopeName,
  type AttributesSource,
  type KeyValueRow,
  type LatestTelemetrySource,
  type LiveChange,
} from './key-values';
import { refreshQueries } from '../query/refresh-queries';

const ValueText = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const SCOPES: readonly AttributeScopeName[] = ['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE'];
const scopeLabelKey = (s: AttributeScopeName) => `attribute.scope-${s.slice(0, -6).toLowerCase()}`;

/**
 * Rows of one entity (and scope) kept outside the table's query: `fetchPage` reads REST unless a live change asked
 * for the refresh, and live changes are merged into the same map.
 */
function useLiveRows(
  queryKey: readonly unknown[],
  subscribe: (onChanges: (c: LiveChange[]) => void) => (() => void) | undefined,
  deps: readonly unknown[],
) {
  const client = useQueryClient();
  const rows = useRef(new Map<string, KeyValueRow>());
  const loadedFor = useRef<string | null>(null);
  const liveRefresh = useRef(false);
  useEffect(() => {
    return subscribe((changes) => {
      if (loadedFor.current === null || !applyLiveChanges(rows.current, changes)) return;
      liveRefresh.current = true;
      void refreshQueries(client, queryKey);
    });
    // The subscription follows the entity and scope only (`deps`), not each render's closure.
  }, deps);
  /** Rows for `id` (entity + scope): from the map after a live change, else freshly loaded. */
  const read = async (id: string, load: () => Promise<KeyValueRow[]>, link: TablePageLink) => {
    const fromLive = liveRefresh.current;
    liveRefresh.current = false;
    if (!fromLive || loadedFor.current !== id) {
      const loaded = await load();
      rows.current = new Map(loaded.map((r) => [r.key, r]));
      loadedFor.current = id;
    }
    return keyValuePage(rows.current.values(), link);
  };
  return read;
}

function columns(t: (k: string) => string, locale: string): EntityColumn<KeyValueRow>[] {
  return [
    {
      key: 'lastUpdateTs',
      title: t('attribute.last-update-time'),
      sortable: true,
      width: '190px',
      cell: (r) => formatDateTime(r.lastUpdateTs, locale),
    },
    { key: 'key', title: t('attribute.key'), sortable: true, width: '30%', cell: (r) => r.key },
    {
      key: 'value',
      title: t('attribute.value'),
      sortable: true,
      cell: (r) => {
        const text = formatKeyValue(r.value, locale);
        return (
          <ValueText title={text} data-testid="attribute-value-cell">
            {text}
          </ValueText>
        );
      },
    },
  ];
}

/** The attribute scope select: client, shared and server for devices, server only (disabled) for other entities. */
function scopeFilter(
  t: TFunction,
  scope: AttributeScopeName,
  isDevice: boolean,
  setScope: (scope: AttributeScopeName) => void,
): HeaderFilter {
  return {
    key: 'scope',
    initial: scope,
    render: (value, onChange) => (
      <Select<AttributeScopeName>
        label={t('attribute.scope')}
        value={value as AttributeScopeName}
        disabled={!isDevice}
        onChange={(s) => {
          onChange(s);
          setScope(s);
        }}
        options={(isDevice ? SCOPES : (['SERVER_SCOPE'] as const)).map((s) => ({
          value: s,
          label: t(scopeLabelKey(s)),
        }))}
        testId="attribute-scope"
      />
    ),
  };
}

export interface AttributeTableProps {
  entity: EntityRef;
  source: AttributesSource;
  readonly?: boolean;
}

export function AttributeTable({ entity, source, readonly }: AttributeTableProps) {
  const { t, i18n } = useTranslation();
  const dialogs = useDialogs();
  const client = useQueryClient();
  const isDevice = entity.entityType === 'DEVICE';
  // Devices open on client attributes; other entities have server attributes only (ThingsBoard 3.3.1).
  const [scope, setScope] = useState<AttributeScopeName>(isDevice ? 'CLIENT_SCOPE' : 'SERVER_SCOPE');
  const queryKey = useMemo(() => ['attributes', entity.entityType, entity.id], [entity.entityType, entity.id]);
  const read = useLiveRows(queryKey, (on) => source.subscribe?.(entity, scope, on), [
    entity.entityType,
    entity.id,
    scope,
    source,
  ]);
  const readRef = useRef(read);
  readRef.current = read;
  const editable = !readonly && scope !== 'CLIENT_SCOPE';

  const config = useMemo<EntityTableConfig<KeyValueRow>>(() => {
    const writable = scope === 'SHARED_SCOPE' ? 'SHARED_SCOPE' : 'SERVER_SCOPE';
    const reload = () => void refreshQueries(client, queryKey);
    const edit = async (row: KeyValueRow) => {
      // Live values arrive as text: read the value with its JSON type so the value type is inferred right.
      const typed = await source.load(entity, scope, undefined, [row.key]).then(
        (r) => (r[0] ? r[0].value : row.value),
        () => row.value,
      );
      return dialogs.open<void>((close) => (
        <EditAttributeDialog
          attributeKey={row.key}
          value={typed}
          onSave={async (value) => {
            await source.save(entity, writable, row.key, value);
            reload();
          }}
          onClose={() => close()}
        />
      ));
    };
    return {
      id: 'attributes',
      title: t('attribute.attributes'),
      queryKey,
      getId: (r) => r.key,
      getName: (r) => r.key,
      defaultSort: { property: 'key', direction: 'ASC' },
      search: 'inline',
      filters: [scopeFilter(t, scope, isDevice, setScope)],
      columns: columns(t, i18n.language),
      fetchPage: (link, f) => {
        const s = (f.scope as AttributeScopeName | undefined) ?? scope;
        return readRef.current(`${entity.id}|${s}`, () => source.load(entity, s), link);
      },
      readonly: !editable,
      addActions: [
        {
          id: 'add-attribute',
          label: t('attribute.add'),
          onAction: (api) =>
            dialogs.open<void>((close) => (
              <AddAttributeDialog
                onSave={async (key, value) => {
                  await source.save(entity, writable, key, value);
                  api.reload();
                }}
                onClose={() => close()}
              />
            )),
        },
      ],
      cellActions: [
        { id: 'edit-attribute', label: t('attribute.edit-value'), icon: EditIcon, onAction: (r) => edit(r) },
      ],
      onRowClick: editable ? (r) => void edit(r) : undefined,
      deleteEntity: (r) => source.remove(entity, scope, [r.key]),
      texts: {
        noEntities: t('attribute.no-attributes'),
        selected: (count) => t('attribute.selected-attributes', { count }),
        deleteTitle: (r) => t('attribute.delete-title', { key: r.key }),
        deleteText: () => t('attribute.delete-text'),
        deleteManyTitle: (count) => t('attribute.delete-many-title', { count }),
        deleteManyText: () => t('attribute.delete-text'),
      },
    };
  }, [entity, source, scope, isDevice, editable, queryKey, client, dialogs, t, i18n.language]);
  return <EntityTable config={config} flat testId="attribute-table" />;
}

export interface LatestTelemetryTableProps {
  entity: EntityRef;
  source: LatestTelemetrySource;
  readonly?: boolean;
}

export function LatestTelemetryTable({ entity, source, readonly }: LatestTelemetryTableProps) {
  const { t, i18n } = useTranslation();
  const queryKey = useMemo(() => ['latest-telemetry', entity.entityType, entity.id], [entity.entityType, entity.id]);
  const read = useLiveRows(queryKey, (on) => source.subscribe?.(entity, on), [entity.entityType, entity.id, source]);
  const readRef = useRef(read);
  readRef.current = read;
  const config = useMemo<EntityTableConfig<KeyValueRow>>(
    () => ({
      id: 'latest-telemetry',
      title: t('attribute.latest-telemetry'),
      queryKey,
      getId: (r) => r.key,
      getName: (r) => r.key,
      defaultSort: { property: 'key', direction: 'ASC' },
      search: 'inline',
      columns: columns(t, i18n.language),
      fetchPage: (link) => readRef.current(entity.id, () => source.load(entity), link),
      readonly: !!readonly,
      deleteEntity: (r) => source.remove(entity, [r.key]),
      texts: {
        noEntities: t('attribute.no-telemetry'),
        selected: (count) => t('attribute.selected-telemetry', { count }),
        deleteTitle: (r) => t('attribute.delete-telemetry-title', { key: r.key }),
        deleteText: () => t('attribute.delete-telemetry-text'),
        deleteManyTitle: (count) => t('attribute.delete-telemetry-many-title', { count }),
        deleteManyText: () => t('attribute.delete-telemetry-text'),
      },
    }),
    [entity, source, readonly, queryKey, t, i18n.language],
  );
  return <EntityTable config={config} flat testId="latest-telemetry-table" />;
}
