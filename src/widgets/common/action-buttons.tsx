/** Icon buttons for widget actions (table action cells, tree nodes). */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { WidgetActionDescriptor } from '../widget-contract';

type IconPaths = ReadonlyMap<string, string>;
let iconPaths: IconPaths | null = null;
let catalogue: Promise<IconPaths> | null = null;

/**
 * The icon catalogue (every icon by name: eight small chunks) is fetched when the first action icon is drawn, not
 * with the widget's own chunk: a table's first rows and their data need none of it, and a dashboard's widget chunks
 * arrive sooner without eight more requests beside them. Until it is in, an icon keeps its place, empty.
 */
function useIconPaths(): IconPaths | null {
  const [, setLoaded] = useState(iconPaths);
  useEffect(() => {
    if (iconPaths) return;
    let live = true;
    catalogue ??= import('../../ui/icons/icon-catalogue').then((m) => (iconPaths = m.iconPaths));
    catalogue.then(
      (paths) => live && setLoaded(paths),
      () => (catalogue = null), // a failed chunk is asked for again by the next icon drawn
    );
    return () => {
      live = false;
    };
  }, []);
  return iconPaths;
}

const Btn = styled.button.attrs({ type: 'button' })`
  width: 30px;
  height: 30px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.75;
  &:hover,
  &:focus-visible {
    opacity: 1;
    outline: none;
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
`;

export function ActionIcon({ name, size = 20 }: { name?: string; size?: number }) {
  const paths = useIconPaths();
  const d = paths
    ? (name && paths.get(name)) || 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10z'
    : null;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {d && <path d={d} />}
    </svg>
  );
}

export function ActionButtons({
  actions,
  onAction,
}: {
  actions: WidgetActionDescriptor[];
  onAction(a: WidgetActionDescriptor): void;
}) {
  return (
    <>
      {actions.map((a) => (
        <Btn key={a.id} title={a.name} aria-label={a.name} onClick={() => onAction(a)} data-testid="row-action">
          <ActionIcon name={a.icon} />
        </Btn>
      ))}
    </>
  );
}
