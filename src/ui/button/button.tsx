/**
 * Material-like buttons: filled (primary action), text, and a round icon button. On phones and touch screens every
 * button is at least 44 px high (icon buttons 44 × 44), the smallest comfortable touch target.
 */
import styled, { css } from 'styled-components';
import { v } from '../theme/tokens';

export type ButtonVariant = 'filled' | 'text' | 'outlined';

/** Where touch targets grow to 44 px: small screens (below 600 px) and coarse pointers. */
export const TOUCH_MEDIA = '(max-width: 599px), (pointer: coarse)';

const base = css`
  font: inherit;
  font-weight: 500;
  letter-spacing: 0.02em;
  border-radius: 4px;
  cursor: pointer;
  min-height: 36px;
  padding: 0 16px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  transition: background-color 120ms ease, box-shadow 120ms ease, opacity 120ms ease;
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${v('color-focus')};
  }
  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
  @media ${TOUCH_MEDIA} {
    min-height: 44px;
  }
`;

export const Button = styled.button.attrs<{ $variant?: ButtonVariant; type?: string }>((p) => ({
  type: p.type ?? 'button',
}))<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${base}
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  ${(p) =>
    (p.$variant ?? 'filled') === 'filled'
      ? css`
          border: none;
          color: ${v('color-primary-contrast')};
          background: ${v('color-primary')};
          box-shadow: ${v('shadow-1')};
          &:hover:not(:disabled) {
            background: ${v('color-primary-dark')};
          }
        `
      : css`
          border: ${p.$variant === 'outlined' ? `1px solid ${v('color-divider')}` : 'none'};
          color: ${v('color-primary')};
          background: transparent;
          &:hover:not(:disabled) {
            background: color-mix(in srgb, currentColor 8%, transparent);
          }
        `}
`;

export const IconButton = styled.button.attrs({ type: 'button' })`
  ${base}
  padding: 0;
  min-height: 0;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: none;
  background: transparent;
  color: inherit;
  &:hover:not(:disabled) {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  @media ${TOUCH_MEDIA} {
    width: 44px;
    height: 44px;
    min-width: 44px;
  }
`;
