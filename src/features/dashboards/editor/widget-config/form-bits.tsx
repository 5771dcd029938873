/** Layout pieces and small fields shared by the tabs of the widget configuration panel. */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import { TextField } from '../../../../ui/text-field/text-field';
import { v } from '../../../../ui/theme/tokens';

export const Section = styled.section`
  margin: 0 0 16px;
  padding: 12px 16px 4px;
  border: 1px solid ${v('color-divider')};
  border-radius: 6px;
  background: ${v('color-surface')};
  & > h3 {
    margin: 0 0 12px;
    font-size: 15px;
    font-weight: 500;
    color: ${v('color-text')};
  }
`;

/** Fields side by side, wrapping to one column on narrow panels. */
export const Row = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => p.$min ?? 180}px, 1fr));
  column-gap: 12px;
  align-items: start;
`;

/** A row of toggles. */
export const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  margin: 4px 0 16px;
`;

export const Hint = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
  color: ${v('color-text-secondary')};
`;

export function SectionBox({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Section data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </Section>
  );
}

/** Translate an issue's locale key (undefined when there is none, as TextField's `error` expects). */
export function useIssueText() {
  const { t } = useTranslation();
  return (
    issue: { message: string; params?: Record<string, string | number> } | null | undefined,
  ): string | undefined => (issue ? t(issue.message, issue.params) : undefined);
}

export interface NumberFieldProps {
  label: string;
  value: unknown;
  /** undefined when the field is emptied. */
  onChange(value: number | undefined): void;
  error?: string;
  min?: number;
  max?: number;
  step?: number;
  testId?: string;
}

/** A number input over an optional number of the JSON (emptying it removes the value). */
export function NumberField({ label, value, onChange, error, min, max, step = 1, testId }: NumberFieldProps) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={min}
      max={max}
      step={step}
      value={typeof value === 'number' && Number.isFinite(value) ? String(value) : ''}
      onChange={(e) => {
        const text = e.target.value.trim();
        const n = Number(text);
        onChange(text === '' || !Number.isFinite(n) ? undefined : n);
      }}
      error={error}
      data-testid={testId}
    />
  );
}
