/**
 * Actions folded into a "more" (⋮) menu, as ThingsBoard folds a table row's actions on small screens; used for row
 * actions and page header actions on phones, where the buttons do not fit side by side. Disabled actions are left
 * out; a click on the button does not reach the row behind it.
 */
import type { ComponentType } from 'react';
import { IconButton } from '../button/button';
import { MoreVertIcon } from '../icons/entity-icons';
import { Menu, MenuItem } from './menu';

/** One folded action. */
export interface OverflowAction {
  id: string;
  label: string;
  icon?: ComponentType<{ size?: number }>;
  disabled?: boolean;
  onSelect(): void;
}

export interface OverflowMenuProps {
  /** Accessible name of the button and the list. */
  label: string;
  actions: readonly OverflowAction[];
  testId?: string;
}

export function OverflowMenu({ label, actions, testId }: OverflowMenuProps) {
  const enabled = actions.filter((a) => !a.disabled);
  if (!enabled.length) return null;
  return (
    <Menu
      label={label}
      testId={testId ? `${testId}-menu` : undefined}
      trigger={(props) => (
        <IconButton
          {...props}
          aria-label={label}
          title={label}
          data-testid={testId}
          onClick={(e) => {
            e.stopPropagation();
            (props['onClick'] as ((event: unknown) => void) | undefined)?.(e);
          }}
        >
          <MoreVertIcon />
        </IconButton>
      )}
    >
      {enabled.map((a) => (
        <MenuItem key={a.id} onSelect={a.onSelect} testId={testId ? `${testId}-${a.id}` : undefined}>
          {a.icon ? <a.icon size={20} /> : null}
          {a.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
