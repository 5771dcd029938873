/**
 * The outlined Material-like frame with a floating label and an error line, for controls that are not a
 * single `<input>` (select button, chip input, code editor). Same look as TextField.
 */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { v } from '../theme/tokens';

export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 8px;
  min-width: 0;
`;

export const FieldBox = styled.div<{ $invalid?: boolean; $disabled?: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  min-height: 52px;
  border: 1px solid ${(p) => (p.$invalid ? v('color-warn') : v('color-divider'))};
  border-radius: 4px;
  background: ${v('color-surface')};
  transition: border-color 120ms ease, box-shadow 120ms ease;
  ${(p) =>
    p.$disabled
      ? css`
          opacity: 0.6;
        `
      : css`
          &:hover {
            border-color: ${p.$invalid ? v('color-warn') : v('color-text-secondary')};
          }
          &:focus-within {
            border-color: ${p.$invalid ? v('color-warn') : v('color-primary')};
            box-shadow: 0 0 0 1px ${p.$invalid ? v('color-warn') : v('color-primary')};
          }
        `}
`;

/** Floating label: small at the top when `$up`, otherwise centred like a placeholder. */
export const FieldLabel = styled.label<{ $up: boolean; $invalid?: boolean }>`
  position: absolute;
  inset-inline-start: 12px;
  top: ${(p) => (p.$up ? '6px' : '50%')};
  transform: ${(p) => (p.$up ? 'translateY(0) scale(0.75)' : 'translateY(-50%)')};
  transform-origin: left top;
  &:dir(rtl) {
    transform-origin: right top; /* the label shrinks toward its inline-start corner */
  }
  pointer-events: none;
  white-space: nowrap;
  color: ${(p) => (p.$invalid ? v('color-warn') : v('color-text-secondary'))};
  transition: transform 120ms ease, top 120ms ease, color 120ms ease;
  ${FieldBox}:focus-within & {
    top: 6px;
    transform: translateY(0) scale(0.75);
    color: ${(p) => (p.$invalid ? v('color-warn') : v('color-primary'))};
  }
`;

export const FieldMessage = styled.div<{ $hint?: boolean }>`
  min-height: 18px;
  font-size: 12px;
  padding: 0 12px;
  color: ${(p) => (p.$hint ? v('color-text-secondary') : v('color-warn'))};
`;

/** Error line with role=alert when there is an error, otherwise the hint (if any). */
export function FieldError({ id, error, hint }: { id: string; error?: string | null | undefined; hint?: ReactNode }) {
  if (error) {
    return (
      <FieldMessage id={id} role="alert">
        {error}
      </FieldMessage>
    );
  }
  return (
    <FieldMessage id={id} $hint>
      {hint}
    </FieldMessage>
  );
}

/** Required marker appended to labels. */
export function RequiredMark({ required }: { required?: boolean | undefined }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}
