/**
 * Tree widgets: cards.entities_hierarchy (the datasource entities as roots; children by the `Contains` relation,
 * loaded on expand; `nodeTextFunction(nodeCtx)` in the sandbox; a click is the `nodeSelected` action) and
 * edge_widgets.edges_overview (an edge's assigned assets, devices, entity views, dashboards and rule chains).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { ActionIcon } from '../common/action-buttons';
import { strSetting } from '../common/format';
import { callSafely, NoData, useUserFunction } from '../common/widget-ui';
import type { UserFunction } from '../sandbox/js-sandbox';
import type { WidgetEntity, WidgetProps, WidgetServices } from '../widget-contract';

const Tree = styled.ul`
  list-style: none;
  margin: 0;
  padding-block: 0;
  padding-inline: 4px 0;
  height: 100%;
  overflow: auto;
  font-size: 13px;
  & ul {
    list-style: none;
    margin: 0;
    padding-inline-start: 18px;
  }
  & .node {
    display: flex;
    align-items: center;
    gap: 4px;
    min-height: 28px;
    cursor: pointer;
    border-radius: 4px;
    padding-inline-end: 6px;
  }
  & .node:hover {
    background: color-mix(in srgb, currentColor 6%, transparent);
  }
  & .node[aria-selected='true'] {
    background: color-mix(in srgb, var(--iot-color-primary, #305680) 15%, transparent);
  }
  & .twisty {
    width: 20px;
    text-align: center;
    opacity: 0.7;
  }
  & .muted {
    opacity: 0.6;
    padding-inline-start: 24px;
  }
`;

const ICONS: Record<string, string> = {
  DEVICE: 'devices_other',
  ASSET: 'dashboard',
  ENTITY_VIEW: 'view_list',
  DASHBOARD: 'dashboard',
  RULE_CHAIN: 'settings',
  EDGE: 'settings_input_antenna',
  CUSTOMER: 'people',
};

interface NodeProps {
  entity: WidgetEntity;
  level: number;
  services: WidgetServices;
  textFn: UserFunction | null;
  selected: string | null;
  onSelect(e: WidgetEntity): void;
  load(e: WidgetEntity): Promise<WidgetEntity[]>;
}

function Node({ entity, level, services, textFn, selected, onSelect, load }: NodeProps) {
  const { t } = useTranslation();
  const [children, setChildren] = useState<WidgetEntity[] | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = () => {
    if (!open && children === null) void load(entity).then(setChildren, () => setChildren([]));
    setOpen((o) => !o);
  };
  const text = textFn
    ? String(
        callSafely(textFn, entity.name, {
          entity: { id: { id: entity.id, entityType: entity.entityType }, name: entity.name, label: entity.label },
          level,
        }),
      )
    : entity.name;
  return (
    <li role="treeitem" aria-expanded={open} aria-selected={selected === entity.id}>
      <div
        className="node"
        aria-selected={selected === entity.id}
        onClick={() => onSelect(entity)}
        data-testid="tree-node"
      >
        <span
          className="twisty"
          onClick={(e) => (e.stopPropagation(), toggle())}
          role="button"
          aria-label={t(open ? 'widget.collapse' : 'widget.expand')}
        >
          {open ? '▾' : '▸'}
        </span>
        <ActionIcon name={ICONS[entity.entityType] ?? 'dashboard'} size={18} />
        <span>{text}</span>
      </div>
      {open ? (
        <ul role="group">
          {children === null ? <li className="muted">{t('common.loading')}</li> : null}
          {children?.length === 0 ? <li className="muted">{t('widget.no-children')}</li> : null}
          {children?.map((c) => (
            <Node
              key={c.id}
              entity={c}
              level={level + 1}
              services={services}
              textFn={textFn}
              selected={selected}
              onSelect={onSelect}
              load={load}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function EntitiesHierarchyWidget({ data, settings, services }: WidgetProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const fnBody = strSetting(settings.nodeTextFunction);
  const textFn = useUserFunction(fnBody, ['nodeCtx'], !!fnBody.trim() && !/^\s*\/\*\*[\s\S]*\*\*\/\s*$/.test(fnBody));
  const roots = data.map((d) => d.entity).filter((e): e is WidgetEntity => !!e);
  if (roots.length === 0) return <NoData />;
  const select = (e: WidgetEntity) => {
    setSelected(e.id);
    services.action('nodeSelected', e);
  };
  return (
    <Tree role="tree" data-testid="entities-hierarchy">
      {roots.map((e) => (
        <Node
          key={e.id}
          entity={e}
          level={1}
          services={services}
          textFn={textFn}
          selected={selected}
          onSelect={select}
          load={(x) => services.relatedEntities(x, { relationType: 'Contains' })}
        />
      ))}
    </Tree>
  );
}

const EDGE_GROUPS: [string, string][] = [
  ['ASSET', 'asset.assets'],
  ['DEVICE', 'device.devices'],
  ['ENTITY_VIEW', 'entity-view.entity-views'],
  ['DASHBOARD', 'dashboard.dashboards'],
  ['RULE_CHAIN', 'rulechain.rulechains'],
];

export function EdgesOverviewWidget({ data, services, settings }: WidgetProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const edge = data.find((d) => d.entity)?.entity;
  if (!edge) return <NoData />;
  const groups: WidgetEntity[] = EDGE_GROUPS.map(([type, key]) => ({
    id: `${edge.id}:${type}`,
    entityType: type,
    name: t(key),
    label: '',
  }));
  const load = (node: WidgetEntity) => {
    const [edgeId, type] = node.id.split(':');
    if (!type) return Promise.resolve([]);
    return services.relatedEntities({ ...edge, id: edgeId! }, { entityTypes: [type] });
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="edges-overview">
      {settings.enableDefaultTitle !== false ? (
        <div style={{ fontWeight: 500, padding: '4px 0' }}>{edge.name}</div>
      ) : null}
      <Tree role="tree">
        {groups.map((g) => (
          <Node
            key={g.id}
            entity={g}
            level={1}
            services={services}
            textFn={null}
            selected={selected}
            onSelect={(e) => setSelected(e.id)}
            load={load}
          />
        ))}
      </Tree>
    </div>
  );
}
