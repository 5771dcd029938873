/**
 * Floating action toolbar: a round action button that unfolds into a toolbar of actions (as on
 * ThingsBoard's dashboard page). Opening moves focus to the first action; Left/Right (and Home/End) move between
 * actions with one tab stop; Escape closes and returns focus to the button. Controlled (`open`) or not.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { IconButton } from '../button/button';
import { inlineArrow } from '../direction';
import { CloseIcon, MoreHorizIcon } from '../icons/control-icons';
import { v } from '../theme/tokens';

/** One action of the toolbar. */
export interface FabAction {
  id: string;
  label: string;
  icon: ReactNode;
  onClick(): void;
  disabled?: boolean;
}

export interface FabToolbarProps {
  /** Accessible name of the button and the toolbar. */
  label: string;
  actions: readonly FabAction[];
  /**
   * The side the toolbar unfolds to (default left: the button sits at the right edge). Right to left the sides
   * mirror: 'left' unfolds toward the inline start, whichever side that is.
   */
  direction?: 'left' | 'right';
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Label of the button while open (default: the same label). */
  closeLabel?: string;
  icon?: ReactNode;
  testId?: string;
}

const Root = styled.div<{ $dir: 'left' | 'right' }>`
  display: inline-flex;
  align-items: center;
  flex-direction: ${(p) => (p.$dir === 'left' ? 'row-reverse' : 'row')};
  position: relative;
`;

const Fab = styled.button.attrs({ type: 'button' })`
  position: relative;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  flex: none;
  border: none;
  border-radius: 50%;
  color: ${v('color-primary-contrast')};
  background: ${v('color-accent')};
  box-shadow: 0 3px 5px -1px rgba(0, 0, 0, 0.2), 0 6px 10px 0 rgba(0, 0, 0, 0.14), 0 1px 18px 0 rgba(0, 0, 0, 0.12);
  cursor: pointer;
  transition: transform 150ms ease;
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 4px ${v('color-focus')};
  }
  &[aria-expanded='true'] {
    transform: rotate(90deg);
  }
`;

const Bar = styled.div<{ $open: boolean; $dir: 'left' | 'right' }>`
  display: flex;
  align-items: center;
  gap: 4px;
  height: 56px;
  padding: 0 12px;
  border-radius: 28px;
  color: ${v('color-primary-contrast')};
  background: ${v('color-primary')};
  box-shadow: ${v('shadow-4')};
  overflow: hidden;
  white-space: nowrap;
  transition: clip-path 200ms ease, opacity 150ms ease;
  ${(p) =>
    p.$dir === 'left'
      ? css`
          margin-inline-end: -28px;
          padding-inline-end: 40px;
        `
      : css`
          margin-inline-start: -28px;
          padding-inline-start: 40px;
        `}
  ${(p) =>
    p.$open
      ? css`
          clip-path: inset(0 0 0 0 round 28px);
          opacity: 1;
        `
      : css`
          clip-path: ${p.$dir === 'left' ? 'inset(0 0 0 100% round 28px)' : 'inset(0 100% 0 0 round 28px)'};
          opacity: 0;
          visibility: hidden;
          &:dir(rtl) {
            clip-path: ${p.$dir === 'left' ? 'inset(0 100% 0 0 round 28px)' : 'inset(0 0 0 100% round 28px)'};
          }
        `}
  & > button {
    color: inherit;
  }
`;

export function FabToolbar({
  label,
  actions,
  direction = 'left',
  open: controlled,
  onOpenChange,
  closeLabel,
  icon,
  testId,
}: FabToolbarProps) {
  const id = useId();
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const [active, setActive] = useState(0);
  const fab = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  useEffect(() => {
    if (open && focusFirst.current) {
      focusFirst.current = false;
      bar.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')[0]?.focus();
    }
  }, [open]);

  const enabled = actions.map((a, i) => (a.disabled ? -1 : i)).filter((i) => i >= 0);
  const focusAction = (i: number) => {
    setActive(i);
    bar.current?.querySelectorAll<HTMLButtonElement>('button')[i]?.focus();
  };
  const onBarKey = (e: KeyboardEvent) => {
    const at = enabled.indexOf(active);
    const step = (d: number) => focusAction(enabled[(at + d + enabled.length) % enabled.length]!);
    const arrow = inlineArrow(e.key, bar.current);
    if (arrow) step(arrow === 'next' ? 1 : -1);
    else if (e.key === 'Home') focusAction(enabled[0]!);
    else if (e.key === 'End') focusAction(enabled.at(-1)!);
    else if (e.key === 'Escape') {
      setOpen(false);
      fab.current?.focus();
    } else return;
    e.preventDefault();
  };

  return (
    <Root $dir={direction} data-testid={testId} data-open={open || undefined}>
      <Fab
        ref={fab}
        aria-label={open ? (closeLabel ?? label) : label}
        title={open ? (closeLabel ?? label) : label}
        aria-expanded={open}
        aria-controls={`${id}-bar`}
        onClick={() => {
          focusFirst.current = !open;
          setOpen(!open);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) setOpen(false);
        }}
        data-testid="fab-trigger"
      >
        {open ? <CloseIcon /> : (icon ?? <MoreHorizIcon />)}
      </Fab>
      <Bar
        ref={bar}
        id={`${id}-bar`}
        role="toolbar"
        aria-label={label}
        aria-hidden={!open}
        $open={open}
        $dir={direction}
        onKeyDown={onBarKey}
        data-testid="fab-actions"
      >
        {actions.map((a, i) => (
          <IconButton
            key={a.id}
            aria-label={a.label}
            title={a.label}
            disabled={a.disabled}
            tabIndex={open && i === (enabled.includes(active) ? active : enabled[0]) ? 0 : -1}
            onFocus={() => setActive(i)}
            onClick={a.onClick}
            data-action={a.id}
          >
            {a.icon}
          </IconButton>
        ))}
      </Bar>
    </Root>
  );
}
