/** The hotkeys cheat sheet: every registered shortcut with its description, grouped, and a close button. */
import { Fragment } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { v } from '../theme/tokens';
import { comboLabel } from './hotkeys-registry';
import { useHotkeyList } from './hotkeys-context';

const Table = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 24px;
  margin: 0;
  color: ${v('color-text')};
  dt {
    display: flex;
    gap: 4px;
    align-items: center;
  }
  dd {
    margin: 0;
    align-self: center;
  }
  h3 {
    grid-column: 1 / -1;
    margin: 12px 0 0;
    font-size: 13px;
    font-weight: 500;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${v('color-text-secondary')};
  }
  kbd {
    min-width: 24px;
    padding: 2px 6px;
    border: 1px solid ${v('color-divider')};
    border-bottom-width: 2px;
    border-radius: 4px;
    background: ${v('color-surface-2')};
    font: 500 12px/1.4 ui-monospace, monospace;
    text-align: center;
  }
`;

export interface HotkeysOverlayProps {
  open: boolean;
  onClose(): void;
  title: string;
  closeLabel: string;
  /** Heading for shortcuts registered without a group. */
  defaultGroup: string;
}

/** Modal list of shortcuts; Escape, `?` (handled by the caller) or Close closes it. */
export function HotkeysOverlay({ open, onClose, title, closeLabel, defaultGroup }: HotkeysOverlayProps) {
  const list = useHotkeyList();
  const groups = new Map<string, typeof list>();
  for (const h of list) {
    const g = h.group ?? defaultGroup;
    groups.set(g, [...(groups.get(g) ?? []), h]);
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      testId="hotkeys-overlay"
      width={520}
      actions={
        <Button $variant="text" onClick={onClose} data-testid="hotkeys-close">
          {closeLabel}
        </Button>
      }
    >
      <Table>
        {[...groups].map(([group, items]) => (
          <Fragment key={group}>
            <h3>{group}</h3>
            {items.map((h) => (
              <Fragment key={h.combo}>
                <dt>
                  {comboLabel(h.combo).map((k, i) => (
                    <kbd key={i}>{k}</kbd>
                  ))}
                </dt>
                <dd>{h.description}</dd>
              </Fragment>
            ))}
          </Fragment>
        ))}
      </Table>
    </Dialog>
  );
}
