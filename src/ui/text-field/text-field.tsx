/**
 * Outlined text field with a floating label, helper/error text and an optional trailing control.
 * Label/control/error ids stay inside one shadow root (STYLE §B.12), so aria-describedby works.
 */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { v } from '../theme/tokens';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  trailing?: ReactNode;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 8px;
`;

const Box = styled.div<{ $invalid: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  border: 1px solid ${(p) => (p.$invalid ? v('color-warn') : v('color-divider'))};
  border-radius: 4px;
  background: ${v('color-surface')};
  transition: border-color 120ms ease, box-shadow 120ms ease;
  &:hover {
    border-color: ${(p) => (p.$invalid ? v('color-warn') : v('color-text-secondary'))};
  }
  &:focus-within {
    border-color: ${(p) => (p.$invalid ? v('color-warn') : v('color-primary'))};
    box-shadow: 0 0 0 1px ${(p) => (p.$invalid ? v('color-warn') : v('color-primary'))};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  font: inherit;
  font-size: 16px;
  color: ${v('color-text')};
  background: transparent;
  border: none;
  outline: none;
  padding: 22px 12px 6px;
  &::placeholder {
    color: transparent;
  }
  &:disabled {
    color: ${v('color-text-secondary')};
  }
`;

const Label = styled.label<{ $invalid: boolean }>`
  position: absolute;
  inset-inline-start: 12px;
  top: 50%;
  transform: translateY(-50%);
  transform-origin: left top;
  &:dir(rtl) {
    transform-origin: right top; /* the label shrinks toward its inline-start corner */
  }
  pointer-events: none;
  color: ${(p) => (p.$invalid ? v('color-warn') : v('color-text-secondary'))};
  transition: transform 120ms ease, top 120ms ease, color 120ms ease;
  ${Input}:focus + &,
  ${Input}:not(:placeholder-shown) + & {
    top: 6px;
    transform: translateY(0) scale(0.75);
  }
  ${Input}:focus + & {
    color: ${(p) => (p.$invalid ? v('color-warn') : v('color-primary'))};
  }
`;

const Trailing = styled.div`
  display: flex;
  align-items: center;
  padding-inline-end: 4px;
  color: ${v('color-text-secondary')};
`;

const Message = styled.div`
  min-height: 18px;
  font-size: 12px;
  padding: 0 12px;
  color: ${v('color-warn')};
`;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, trailing, id, ...input },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  return (
    <Wrap>
      <Box $invalid={!!error}>
        <Input
          ref={ref}
          id={inputId}
          placeholder=" "
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <Label htmlFor={inputId} $invalid={!!error}>
          {label}
          {input.required ? <span aria-hidden="true"> *</span> : null}
        </Label>
        {trailing ? <Trailing>{trailing}</Trailing> : null}
      </Box>
      <Message id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </Message>
    </Wrap>
  );
});
