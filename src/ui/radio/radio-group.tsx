/** Radio group: native radios (arrow keys move within the group) with Material-like dots. */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { v } from '../theme/tokens';

export interface RadioOption<T extends string | number> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<T extends string | number> {
  label: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange(value: T): void;
  disabled?: boolean;
  /** Lay the options out in a row. */
  row?: boolean;
}

const Group = styled.div<{ $row?: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$row ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${(p) => (p.$row ? '4px 20px' : '2px')};
`;

const Item = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  cursor: ${(p) => (p.$disabled ? 'default' : 'pointer')};
  opacity: ${(p) => (p.$disabled ? 0.5 : 1)};
  & > input {
    appearance: none;
    margin: 0;
    width: 18px;
    height: 18px;
    border: 2px solid ${v('color-text-secondary')};
    border-radius: 50%;
    display: grid;
    place-items: center;
    cursor: inherit;
  }
  & > input:checked {
    border-color: ${v('color-primary')};
  }
  & > input:checked::after {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${v('color-primary')};
  }
  & > input:focus-visible {
    outline: none;
    box-shadow: 0 0 0 6px ${v('color-focus')};
  }
`;

export function RadioGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled,
  row,
}: RadioGroupProps<T>) {
  const name = useId();
  return (
    <Group role="radiogroup" aria-label={label} $row={row}>
      {options.map((o) => (
        <Item key={String(o.value)} $disabled={disabled || o.disabled}>
          <input
            type="radio"
            name={name}
            checked={o.value === value}
            disabled={disabled || o.disabled}
            onChange={() => onChange(o.value)}
          />
          <span>{o.label}</span>
        </Item>
      ))}
    </Group>
  );
}
