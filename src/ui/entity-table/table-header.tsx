/**
 * The header toolbar of an entity table: title, header filters, add (button or menu), refresh and — when the page
 * has no toolbar search — an inline search field. With rows selected it becomes the selection bar: count and the
 * group actions. On phones the add, refresh and search buttons fold into one "more" menu.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { IconButton } from '../button/button';
import { AddIcon, CloseIcon } from '../icons/control-icons';
import { RefreshIcon } from '../icons/entity-icons';
import { Menu, MenuItem } from '../menu/menu';
import { OverflowMenu, type OverflowAction } from '../menu/overflow-menu';
import { SEARCH_DEBOUNCE_MS } from '../search/search-controller';
import { v } from '../theme/tokens';
import type { AddAction, FilterValues, GroupAction, HeaderFilter, TableApi } from './entity-table-types';
import { Filters, Header } from './entity-table.styles';
import { SearchIcon } from '../icons/nav-icons';

const SearchBox = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 160px;
  color: ${v('color-text-secondary')};
  input {
    flex: 1;
    min-width: 0;
    height: 36px;
    border: none;
    border-bottom: 2px solid ${v('color-primary')};
    background: transparent;
    color: ${v('color-text')};
    font: inherit;
    font-size: 16px;
    outline: none;
  }
`;

export interface TableHeaderProps<T> {
  title: ReactNode;
  filters: readonly HeaderFilter[];
  filterValues: FilterValues;
  onFilter(key: string, value: unknown): void;
  addActions: readonly AddAction[];
  onReload(): void;
  inlineSearch: boolean;
  onSearch(text: string): void;
  selectedRows: readonly T[];
  selectedText: string;
  groupActions: readonly GroupAction<T>[];
  api: TableApi;
}

/** Inline search: debounced like the toolbar search (150 ms). */
function InlineSearch({ onSearch, onClose }: { onSearch(text: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const sent = useRef('');
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (text === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <SearchBox role="search">
      <SearchIcon />
      <input
        ref={input}
        type="search"
        value={text}
        placeholder={t('common.enter-search')}
        aria-label={t('common.enter-search')}
        data-testid="table-search-input"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      />
      <IconButton aria-label={t('action.close-search')} title={t('action.close-search')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </SearchBox>
  );
}

function AddButton({ actions, api }: { actions: readonly AddAction[]; api: TableApi }) {
  const { t } = useTranslation();
  if (actions.length === 1) {
    const a = actions[0]!;
    return (
      <IconButton aria-label={a.label} title={a.label} onClick={() => void a.onAction(api)} data-testid="table-add">
        <AddIcon />
      </IconButton>
    );
  }
  return (
    <Menu
      label={t('table.add')}
      testId="table-add-menu"
      trigger={(props) => (
        <IconButton {...props} aria-label={t('table.add')} title={t('table.add')} data-testid="table-add">
          <AddIcon />
        </IconButton>
      )}
    >
      {actions.map((a) => (
        <MenuItem key={a.id} onSelect={() => void a.onAction(api)} testId={`add-${a.id}`}>
          {a.icon ? <a.icon /> : null}
          {a.label}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** The header's buttons as entries of the phone's "more" menu. */
function foldedActions<T>(
  p: TableHeaderProps<T>,
  t: (key: string) => string,
  startSearch: (() => void) | null,
): OverflowAction[] {
  const out: OverflowAction[] = p.addActions.map((a) => ({
    id: `add-${a.id}`,
    label: a.label,
    icon: a.icon ?? AddIcon,
    onSelect: () => void a.onAction(p.api),
  }));
  out.push({ id: 'refresh', label: t('action.refresh'), icon: RefreshIcon, onSelect: p.onReload });
  if (p.inlineSearch && startSearch)
    out.push({ id: 'search', label: t('action.search'), icon: SearchIcon, onSelect: startSearch });
  return out;
}

export function TableHeader<T>(p: TableHeaderProps<T>) {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  if (p.selectedRows.length > 0) {
    return (
      <Header part="header" $selection data-testid="selection-bar">
        <h2 aria-live="polite">{p.selectedText}</h2>
        <span className="spacer" />
        {p.groupActions
          .filter((a) => !a.isEnabled || a.isEnabled(p.selectedRows))
          .map((a) => (
            <IconButton
              key={a.id}
              aria-label={a.label}
              title={a.label}
              data-group-action={a.id}
              onClick={() => void a.onAction(p.selectedRows, p.api)}
            >
              <a.icon />
            </IconButton>
          ))}
      </Header>
    );
  }
  return (
    <Header part="header" $selection={false}>
      {searching ? (
        <InlineSearch
          onSearch={p.onSearch}
          onClose={() => {
            setSearching(false);
            p.onSearch('');
          }}
        />
      ) : (
        <>
          <h2>{p.title}</h2>
          <Filters>
            {p.filters.map((f) => (
              <div key={f.key} data-filter={f.key}>
                {f.render(p.filterValues[f.key], (value) => p.onFilter(f.key, value))}
              </div>
            ))}
          </Filters>
          <span className="spacer" />
        </>
      )}
      <span className="wide">
        {p.addActions.length ? <AddButton actions={p.addActions} api={p.api} /> : null}
        <IconButton
          aria-label={t('action.refresh')}
          title={t('action.refresh')}
          onClick={p.onReload}
          data-testid="table-refresh"
        >
          <RefreshIcon />
        </IconButton>
        {p.inlineSearch && !searching ? (
          <IconButton
            aria-label={t('action.search')}
            title={t('action.search')}
            onClick={() => setSearching(true)}
            data-testid="table-search"
          >
            <SearchIcon />
          </IconButton>
        ) : null}
      </span>
      <span className="narrow">
        <OverflowMenu
          label={t('action.more')}
          testId="table-header-menu"
          actions={foldedActions(p, t, searching ? null : () => setSearching(true))}
        />
      </span>
    </Header>
  );
}
