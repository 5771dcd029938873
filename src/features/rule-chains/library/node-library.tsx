/**
 * The node library: a search field and the categories in ThingsBoard's order (FILTER … EXTERNAL, RULE_CHAIN), each
 * collapsible, listing its components in the category colour. Items are dragged onto the canvas, or added at the
 * centre of the view with Enter / double-click (keyboard operation).
 */
import { memo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CATEGORY_COLORS, libraryGroups, type Category } from '../model/catalog';
import type { ComponentDescriptor } from '../../../api/components';
import { DRAG_TYPE } from '../flow/rule-chain-canvas';
import { categoryIcon } from '../flow/node-icons';
import { GroupHead, Item, List, Panel, Search } from './node-library.styles';
import { ExpandMoreIcon, SearchIcon } from '../../../ui/icons/nav-icons';

export interface NodeLibraryProps {
  descriptors: readonly ComponentDescriptor[];
  loading: boolean;
  onAdd(clazz: string): void;
}

function NodeLibraryImpl({ descriptors, loading, onAdd }: NodeLibraryProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [closed, setClosed] = useState<ReadonlySet<Category>>(new Set());
  const groups = libraryGroups(descriptors, search);
  const searching = search.trim() !== '';
  return (
    <Panel part="library" aria-label={t('rulechain.node-library')} data-testid="node-library">
      <Search>
        <SearchIcon size={18} />
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('rulechain.search-nodes')}
          aria-label={t('rulechain.search-nodes')}
          data-testid="library-search"
        />
      </Search>
      {loading ? <p>{t('common.loading')}</p> : null}
      {!loading && groups.length === 0 ? (
        <p data-testid="library-empty">{t('rulechain.no-nodes-matching', { text: search })}</p>
      ) : null}
      {groups.map((g) => {
        const open = searching || !closed.has(g.category);
        const Icon = categoryIcon(g.category);
        return (
          <section key={g.category} data-category={g.category}>
            <GroupHead
              type="button"
              aria-expanded={open}
              onClick={() =>
                setClosed((c) =>
                  c.has(g.category) ? new Set([...c].filter((x) => x !== g.category)) : new Set([...c, g.category]),
                )
              }
            >
              <span>{t(`rulenode.type-${g.category.toLowerCase().replace('_', '-')}`)}</span>
              <small>{g.items.length}</small>
              <ExpandMoreIcon size={20} style={{ transform: open ? 'rotate(180deg)' : 'none' }} />
            </GroupHead>
            {open ? (
              <List>
                {g.items.map((item) => (
                  <Item
                    key={item.clazz}
                    $color={CATEGORY_COLORS[item.category]}
                    draggable
                    tabIndex={0}
                    role="button"
                    title={item.descriptor?.configurationDescriptor?.nodeDefinition?.description ?? item.name}
                    aria-label={t('rulechain.add-node-named', { name: item.name })}
                    data-testid="library-item"
                    data-clazz={item.clazz}
                    onDragStart={(e) => {
                      e.dataTransfer.setData(DRAG_TYPE, item.clazz);
                      e.dataTransfer.effectAllowed = 'copy';
                    }}
                    onDoubleClick={() => onAdd(item.clazz)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        onAdd(item.clazz);
                      }
                    }}
                  >
                    <Icon size={18} />
                    <span>{item.name}</span>
                  </Item>
                ))}
              </List>
            ) : null}
          </section>
        );
      })}
    </Panel>
  );
}

/** Memoised: the library must not re-render while the canvas changes. */
export const NodeLibrary = memo(NodeLibraryImpl);
