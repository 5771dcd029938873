/** Slide toggle (Material "slide-toggle"): a native checkbox with role="switch"; Space toggles. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { v } from '../theme/tokens';

export interface ToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
}

const Row = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  min-height: 36px;
  cursor: ${(p) => (p.$disabled ? 'default' : 'pointer')};
  opacity: ${(p) => (p.$disabled ? 0.55 : 1)};
  color: ${v('color-text')};
  user-select: none;
`;

const Track = styled.input.attrs({ type: 'checkbox', role: 'switch' })`
  appearance: none;
  position: relative;
  margin: 0;
  flex: none;
  width: 36px;
  height: 14px;
  border-radius: 7px;
  cursor: inherit;
  background: color-mix(in srgb, ${v('color-text')} 30%, transparent);
  transition: background-color 120ms ease;
  &::after {
    content: '';
    position: absolute;
    top: -3px;
    inset-inline-start: 0;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #fafafa;
    box-shadow: ${v('shadow-1')};
    transition: transform 120ms ease, background-color 120ms ease;
  }
  &:checked {
    background: color-mix(in srgb, ${v('color-primary')} 50%, transparent);
  }
  &:checked::after {
    transform: translateX(16px);
    background: ${v('color-primary')};
  }
  &:checked:dir(rtl)::after {
    transform: translateX(-16px);
  }
  &:focus-visible::after {
    box-shadow: 0 0 0 8px ${v('color-focus')};
  }
`;

export function Toggle({ label, checked, onChange, disabled, id, ...rest }: ToggleProps) {
  const auto = useId();
  return (
    <Row htmlFor={id ?? auto} $disabled={disabled}>
      <Track
        id={id ?? auto}
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        {...rest}
      />
      <span>{label}</span>
    </Row>
  );
}
