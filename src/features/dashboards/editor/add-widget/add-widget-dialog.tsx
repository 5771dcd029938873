/**
 * Add widget: pick a widgets bundle (searchable list), then one of its widget types (cards with an image); the
 * chosen type runs in the preview pane with sample data, and "Add" (or a double click on its card) adds it with the
 * type's default config and size at the first free place of the main layout of the state on screen.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import { fetchAllPages } from '../../../../api/page';
import {
  getWidgetsBundles,
  getWidgetTypesDetails,
  isSystemBundle,
  type WidgetsBundle,
  type WidgetType,
} from '../../../../api/widgets-bundles';
import { uuidV4 } from '../../../../lib/random';
import { Dialog } from '../../../../ui/dialog/dialog';
import { v } from '../../../../ui/theme/tokens';
import type { EditControllerState } from '../edit-controller';
import { addWidget } from '../ops/widget-ops';
import { newWidget } from './new-widget';
import { WidgetTypeGrid } from './widget-type-grid';
import { WidgetTypePreview } from './widget-type-preview';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr) 340px;
  gap: 16px;
  height: min(62vh, 560px);
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-inline-end: 1px solid ${v('color-divider')};
  padding-inline-end: 12px;
`;

const Search = styled.input`
  height: 40px;
  margin-bottom: 8px;
  padding: 0 12px;
  border: 1px solid ${v('color-divider')};
  border-radius: 4px;
  background: transparent;
  color: ${v('color-text')};
  font: inherit;
  &:focus {
    outline: 2px solid ${v('color-primary')};
    outline-offset: -1px;
  }
`;

const Bundles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  overflow: auto;
  & button {
    display: flex;
    justify-content: space-between;
    width: 100%;
    padding: 10px 12px;
    border: 0;
    border-radius: 4px;
    background: none;
    color: ${v('color-text')};
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  & button:hover,
  & button:focus-visible {
    outline: none;
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
  & button[aria-pressed='true'] {
    background: color-mix(in srgb, ${v('color-primary')} 14%, transparent);
    color: ${v('color-primary')};
    font-weight: 500;
  }
  & small {
    color: ${v('color-text-secondary')};
    font-size: 11px;
  }
`;

export function AddWidgetDialog({ ctl, onClose }: { ctl: EditControllerState; onClose(): void }) {
  const { t } = useTranslation();
  const [bundles, setBundles] = useState<WidgetsBundle[] | null>(null);
  const [search, setSearch] = useState('');
  const [bundle, setBundle] = useState<WidgetsBundle | null>(null);
  const [types, setTypes] = useState<WidgetType[] | null>(null);
  const [chosen, setChosen] = useState<WidgetType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void fetchAllPages((link) =>
      getWidgetsBundles({ ...link, sortOrder: { property: 'title', direction: 'ASC' } }),
    ).then(setBundles, () => setFailed(true));
  }, []);
  useEffect(() => {
    if (!bundle) return;
    let live = true;
    setTypes(null);
    setChosen(null);
    getWidgetTypesDetails(isSystemBundle(bundle), bundle.alias).then(
      (list) => live && setTypes(list),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [bundle]);
  const shown = useMemo(
    () => (bundles ?? []).filter((b) => b.title.toLowerCase().includes(search.trim().toLowerCase())),
    [bundles, search],
  );
  const add = (type: WidgetType) => {
    const widget = newWidget(type, isSystemBundle(bundle!));
    const id = uuidV4();
    ctl.session.apply((raw) => addWidget(raw, ctl.target('main'), widget, id));
    ctl.select(id, 'main');
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('dashboard.add-widget')}
      width={1180}
      testId="add-widget-dialog"
    >
      <Layout>
        <Side>
          <Search
            type="search"
            value={search}
            placeholder={t('dashboard.search-bundles')}
            aria-label={t('dashboard.search-bundles')}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="add-widget-search"
          />
          <Bundles aria-label={t('widgets-bundle.widgets-bundles')} data-testid="add-widget-bundles">
            {shown.map((b) => (
              <li key={b.id.id}>
                <button type="button" aria-pressed={bundle?.id.id === b.id.id} onClick={() => setBundle(b)}>
                  <span>{b.title}</span>
                  {isSystemBundle(b) ? <small>{t('widgets-bundle.system')}</small> : null}
                </button>
              </li>
            ))}
          </Bundles>
        </Side>
        <WidgetTypeGrid
          bundle={bundle}
          types={types}
          failed={failed}
          selected={chosen?.id.id ?? null}
          onSelect={setChosen}
          onAdd={add}
        />
        <WidgetTypePreview type={chosen} isSystem={!!bundle && isSystemBundle(bundle)} onAdd={add} />
      </Layout>
    </Dialog>
  );
}
