/**
 * The widget types of one bundle as cards: the type's image when it has one, else a tile showing its kind, then
 * its name and description. Choosing a card (click, Enter, Space) selects its type for the preview; a double
 * click adds it at once.
 */
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import type { WidgetsBundle, WidgetType } from '../../../../api/widgets-bundles';
import { ProgressBar } from '../../../../ui/progress-bar/progress-bar';
import { v } from '../../../../ui/theme/tokens';
import { ChartIcon as InsertChartIcon } from '../../../../ui/icons/nav-icons';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: 12px;
  align-content: start;
  margin: 0;
  padding: 2px;
  list-style: none;
  overflow: auto;
`;

const Card = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 1px solid ${v('color-divider')};
  border-radius: 6px;
  background: ${v('color-surface')};
  color: ${v('color-text')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow: hidden;
  transition: box-shadow 120ms;
  &:hover,
  &:focus-visible {
    outline: none;
    border-color: ${v('color-primary')};
    box-shadow: 0 2px 8px rgba(0, 0, 0, 0.18);
  }
  &[aria-pressed='true'] {
    border-color: ${v('color-primary')};
    box-shadow: inset 0 0 0 2px ${v('color-primary')};
  }
`;

const Preview = styled.div`
  display: grid;
  place-items: center;
  height: 110px;
  background: color-mix(in srgb, ${v('color-primary')} 8%, ${v('color-surface')});
  color: ${v('color-primary')};
  & img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
  & span {
    font-size: 11px;
    text-transform: uppercase;
    letter-spacing: 0.6px;
  }
`;

const Text = styled.div`
  padding: 8px 12px 12px;
  & strong {
    display: block;
    font-weight: 500;
  }
  & p {
    margin: 4px 0 0;
    font-size: 12px;
    color: ${v('color-text-secondary')};
  }
`;

const Note = styled.p`
  margin: 24px;
  color: ${v('color-text-secondary')};
`;

export interface WidgetTypeGridProps {
  bundle: WidgetsBundle | null;
  types: WidgetType[] | null;
  failed: boolean;
  /** Id of the selected type. */
  selected: string | null;
  onSelect(type: WidgetType): void;
  onAdd(type: WidgetType): void;
}

export function WidgetTypeGrid({ bundle, types, failed, selected, onSelect, onAdd }: WidgetTypeGridProps) {
  const { t } = useTranslation();
  if (failed) return <Note role="alert">{t('widgets-bundle.widget-types-load-failed')}</Note>;
  if (!bundle) return <Note>{t('dashboard.select-widgets-bundle')}</Note>;
  if (!types) return <ProgressBar label={t('common.loading')} />;
  if (!types.length) return <Note>{t('widgets-bundle.no-widget-types')}</Note>;
  return (
    <Grid aria-label={t('widgets-bundle.widget-types')} data-testid="add-widget-types">
      {types.map((w) => {
        const kind = String(w.descriptor.type ?? 'static');
        return (
          <li key={w.id.id}>
            <Card
              type="button"
              aria-pressed={selected === w.id.id}
              onClick={() => onSelect(w)}
              onDoubleClick={() => onAdd(w)}
              data-testid="add-widget-type"
              data-type-alias={w.alias}
            >
              <Preview>
                {w.image ? (
                  <img src={w.image} alt="" />
                ) : (
                  <div style={{ display: 'grid', justifyItems: 'center', gap: 6 }}>
                    <InsertChartIcon size={40} />
                    <span>{t(`widgets-bundle.type-${kind}`)}</span>
                  </div>
                )}
              </Preview>
              <Text>
                <strong>{w.name}</strong>
                {w.description ? <p>{w.description}</p> : null}
              </Text>
            </Card>
          </li>
        );
      })}
    </Grid>
  );
}
