/** Material-like checkbox: a native `<input type="checkbox">` (keyboard and forms for free) with a drawn box. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { v } from '../theme/tokens';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
}

const Row = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 36px;
  cursor: ${(p) => (p.$disabled ? 'default' : 'pointer')};
  opacity: ${(p) => (p.$disabled ? 0.55 : 1)};
  color: ${v('color-text')};
  user-select: none;
`;

const Box = styled.input.attrs({ type: 'checkbox' })`
  appearance: none;
  margin: 0;
  flex: none;
  width: 18px;
  height: 18px;
  border: 2px solid ${v('color-text-secondary')};
  border-radius: 2px;
  display: grid;
  place-items: center;
  cursor: inherit;
  transition: background-color 120ms ease, border-color 120ms ease;
  &:checked {
    border-color: ${v('color-primary')};
    background: ${v('color-primary')};
  }
  &:checked::after {
    content: '';
    width: 5px;
    height: 10px;
    margin-top: -2px;
    border: solid ${v('color-primary-contrast')};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 6px ${v('color-focus')};
  }
`;

export function Checkbox({ label, checked, onChange, disabled, id, ...rest }: CheckboxProps) {
  const auto = useId();
  return (
    <Row htmlFor={id ?? auto} $disabled={disabled}>
      <Box
        id={id ?? auto}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        {...rest}
      />
      <span>{label}</span>
    </Row>
  );
}
