/**
 * Dropdown menu (WAI-ARIA menu button): the trigger opens a `role=menu` list portalled into the shadow root's
 * portal root; arrow keys move, Enter/Space activate, Escape and outside clicks close and return focus to the
 * trigger; the menu also closes 100 ms after focus leaves it.
 */
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingList,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListItem,
  useListNavigation,
  useRole,
  type Placement,
} from '@floating-ui/react';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { mirrorPlacement, useDirection } from '../direction';
import { useDomRoot } from '../dom-root';
import { v } from '../theme/tokens';

export const MENU_BLUR_CLOSE_MS = 100;

const List = styled.div`
  z-index: 1050;
  min-width: 180px;
  padding: 8px 0;
  border-radius: 4px;
  background: ${v('color-surface')};
  color: ${v('color-text')};
  box-shadow:
    0 5px 5px -3px rgba(0, 0, 0, 0.2),
    0 8px 10px 1px rgba(0, 0, 0, 0.14),
    0 3px 14px 2px rgba(0, 0, 0, 0.12);
  outline: none;
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: 16px;
  width: 100%;
  height: 48px;
  padding: 0 16px;
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  outline: none;
  svg {
    color: ${v('color-text-secondary')};
  }
  &:hover,
  &:focus-visible {
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
`;

interface MenuCtx {
  activeIndex: number | null;
  getItemProps: ReturnType<typeof useInteractions>['getItemProps'];
  close(): void;
}
const Ctx = createContext<MenuCtx | null>(null);

export interface MenuProps {
  /** Render the trigger; spread `props` on a button and attach `ref`. */
  trigger(
    props: Record<string, unknown> & {
      ref: (el: HTMLElement | null) => void;
      'aria-expanded': boolean;
    },
  ): ReactNode;
  children: ReactNode;
  placement?: Placement;
  /** Accessible name of the list. */
  label: string;
  testId?: string;
}

/** How a menu that was never open is opened: a click (also Enter or Space on the button), or an arrow key. */
type Opening = 'click' | 'first' | 'last';

/**
 * A menu button and its list. Children are `<MenuItem>`s. Until it is first opened the menu is its button alone:
 * the positioning and interaction hooks start with the first opening, so a page whose menus stay closed does not
 * run them (on the console's first page after signing in they were about a third of the code compiled for it).
 */
export function Menu(props: MenuProps) {
  const [opening, setOpening] = useState<Opening | null>(null);
  if (opening) return <ActiveMenu {...props} opening={opening} />;
  return props.trigger({
    ref: noRef,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => setOpening('click'),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      e.preventDefault();
      setOpening(e.key === 'ArrowDown' ? 'first' : 'last');
    },
  });
}

function noRef(): void {}

/** The menu once used: open at first, as it was asked to be; from then on it opens and closes as any menu button. */
function ActiveMenu({
  trigger,
  children,
  placement = 'bottom-end',
  label,
  testId,
  opening,
}: MenuProps & { opening: Opening }) {
  const { portalRoot } = useDomRoot();
  const [open, setOpen] = useState(true);
  // Opened by an arrow key: the first item, or the last one once the items are known, has focus.
  const [activeIndex, setActiveIndex] = useState<number | null>(opening === 'first' ? 0 : null);
  const lastPending = useRef(opening === 'last');
  const elements = useRef<(HTMLElement | null)[]>([]);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dir = useDirection();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: mirrorPlacement(placement, dir),
    strategy: 'fixed',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef: elements,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
    }),
  ]);
  useEffect(() => {
    if (!lastPending.current || !elements.current.length) return;
    lastPending.current = false;
    setActiveIndex(elements.current.length - 1);
  });
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  const close = () => setOpen(false);
  return (
    <>
      {trigger({
        ref: refs.setReference,
        'aria-expanded': open,
        ...getReferenceProps(),
      })}
      {open && portalRoot ? (
        <FloatingPortal root={portalRoot}>
          <FloatingFocusManager context={context} modal={false} initialFocus={0}>
            <List
              ref={refs.setFloating}
              style={floatingStyles}
              aria-label={label}
              data-testid={testId}
              {...getFloatingProps({
                onBlur: (e: FocusEvent) => {
                  const next = e.relatedTarget as Node | null;
                  if (next && e.currentTarget.contains(next)) return;
                  blurTimer.current = setTimeout(close, MENU_BLUR_CLOSE_MS);
                },
                onFocus: () => clearTimeout(blurTimer.current),
              })}
            >
              <FloatingList elementsRef={elements}>
                <Ctx.Provider value={{ activeIndex, getItemProps, close }}>{children}</Ctx.Provider>
              </FloatingList>
            </List>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}

/** One action of a menu; the menu closes after `onSelect`. */
export function MenuItem({ children, onSelect, testId }: { children: ReactNode; onSelect(): void; testId?: string }) {
  const ctx = useContext(Ctx);
  const { ref, index } = useListItem();
  if (!ctx) throw new Error('MenuItem outside Menu');
  return (
    <Item
      ref={ref}
      type="button"
      role="menuitem"
      tabIndex={ctx.activeIndex === index ? 0 : -1}
      data-testid={testId}
      {...ctx.getItemProps({
        onClick: () => {
          ctx.close();
          onSelect();
        },
      })}
    >
      {children}
    </Item>
  );
}
