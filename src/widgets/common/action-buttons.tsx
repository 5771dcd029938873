/** Icon buttons for widget actions (table action cells, tree nodes). */
import styled from 'styled-components';
import '../../ui/icons/action-icons';
import '../../ui/icons/extra-icons';
import { iconPaths } from '../../ui/icons/icon-catalogue';
import type { WidgetActionDescriptor } from '../widget-contract';

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
  const d =
    (name && iconPaths.get(name)) || 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10z';
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={d} />
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
