/** Outlined multi-line text field with a label above the text and helper/error text (TextField's look). */
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldBox, FieldError, FieldWrap, RequiredMark } from '../field/field-frame';
import { v } from '../theme/tokens';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | null;
  hint?: string;
}

const Label = styled.label`
  position: absolute;
  inset-inline-start: 12px;
  top: 6px;
  font-size: 12px;
  color: ${v('color-text-secondary')};
  pointer-events: none;
  ${FieldBox}:focus-within & {
    color: ${v('color-primary')};
  }
`;

const Area = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 72px;
  resize: vertical;
  font: inherit;
  font-size: 16px;
  color: ${v('color-text')};
  background: transparent;
  border: none;
  outline: none;
  padding: 24px 12px 8px;
`;

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, rows = 3, ...rest },
  ref,
) {
  const auto = useId();
  const areaId = id ?? auto;
  return (
    <FieldWrap>
      <FieldBox $invalid={!!error} $disabled={rest.disabled}>
        <Area
          ref={ref}
          id={areaId}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${areaId}-msg`}
          {...rest}
        />
        <Label htmlFor={areaId} style={error ? { color: 'var(--iot-color-warn, #d32f2f)' } : undefined}>
          {label}
          <RequiredMark required={rest.required} />
        </Label>
      </FieldBox>
      <FieldError id={`${areaId}-msg`} error={error} hint={hint} />
    </FieldWrap>
  );
});
