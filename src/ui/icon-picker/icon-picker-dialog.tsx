/**
 * Icon picker dialog: title 'select icon', a 'show all' toggle, cancel, a grid of inline SVG
 * icons (nothing fetched), and a progress bar while the grid loads (50 ms for the common set, 100 ms for all).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import '../icons/control-icons';
import { iconPaths } from '../icons/icon-catalogue';
import { ProgressBar } from '../progress-bar/progress-bar';
import { v } from '../theme/tokens';
import { Toggle } from '../toggle/toggle';

/** Delays before the icon grid renders, ms (all icons / the common ones). */
export const ICON_LOADING_DELAY = { all: 100, common: 50 } as const;

/** The icons shown before 'show all'. */
export const COMMON_ICONS = [
  'home',
  'dashboard',
  'devices_other',
  'thermostat',
  'water_drop',
  'bolt',
  'lightbulb',
  'settings',
  'warning',
  'notifications',
  'place',
  'show_chart',
  'table_chart',
  'map',
  'power_settings_new',
  'wifi',
  'battery_full',
  'cloud',
] as const;

export interface IconPickerDialogProps {
  open: boolean;
  value: string | null;
  /** Closes with the picked icon name, or null on cancel. */
  onClose(icon: string | null): void;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(48px, 1fr));
  gap: 4px;
  max-height: 320px;
  overflow: auto;
  padding: 4px;
`;

const Cell = styled.button.attrs({ type: 'button' })<{ $on: boolean }>`
  display: grid;
  place-items: center;
  height: 48px;
  border: 1px solid ${(p) => (p.$on ? v('color-primary') : 'transparent')};
  border-radius: 6px;
  color: ${(p) => (p.$on ? v('color-primary') : v('color-text'))};
  background: ${(p) => (p.$on ? `color-mix(in srgb, ${v('color-primary')} 12%, transparent)` : 'transparent')};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    outline: none;
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
`;

function IconGrid({ value, onPick, showAll }: { value: string | null; onPick(name: string): void; showAll: boolean }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(false);
    const timer = setTimeout(() => setReady(true), showAll ? ICON_LOADING_DELAY.all : ICON_LOADING_DELAY.common);
    return () => clearTimeout(timer);
  }, [showAll]);
  if (!ready) return <ProgressBar label={t('common.loading')} />;
  const names = showAll ? [...iconPaths.keys()].sort() : COMMON_ICONS.filter((n) => iconPaths.has(n));
  return (
    <Grid role="group" data-testid="icon-grid">
      {names.map((name) => (
        <Cell
          key={name}
          $on={name === value}
          aria-label={name}
          aria-pressed={name === value}
          title={name}
          onClick={() => onPick(name)}
        >
          <svg width={24} height={24} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <path d={iconPaths.get(name)} />
          </svg>
        </Cell>
      ))}
    </Grid>
  );
}

export function IconPickerDialog({ open, value, onClose }: IconPickerDialogProps) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose(null)}
      title={t('icon.select-icon')}
      width={520}
      testId="icon-dialog"
      actions={
        <Button $variant="text" onClick={() => onClose(null)} data-testid="icon-cancel">
          {t('action.cancel')}
        </Button>
      }
    >
      <Toggle label={t('icon.show-all')} checked={showAll} onChange={setShowAll} />
      {open ? <IconGrid value={value} showAll={showAll} onPick={(n) => onClose(n)} /> : null}
    </Dialog>
  );
}
