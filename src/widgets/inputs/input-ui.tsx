/** Shared look of the input widgets: a compact form, labelled fields, and the save result message. */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  overflow: auto;
  & h3 {
    margin: 0;
    font-size: 15px;
    font-weight: 500;
  }
  & .fields {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: flex-end;
  }
  & .fields.column {
    flex-direction: column;
    align-items: stretch;
    flex-wrap: nowrap;
  }
  & .fields.column > label {
    flex: 0 0 auto;
  }
  & .buttons {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
    margin-top: auto;
  }
  & .switch {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    cursor: pointer;
  }
  & input[type='checkbox'] {
    width: 18px;
    height: 18px;
    accent-color: var(--iot-color-primary, #305680);
  }
`;

const FieldBox = styled.label<{ $error: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: 1 1 160px;
  min-width: 120px;
  font-size: 12px;
  color: ${(p) => (p.$error ? 'var(--iot-color-warn, #d32f2f)' : 'var(--iot-color-text-secondary, rgba(0,0,0,.6))')};
  & input,
  & select,
  & textarea {
    font: inherit;
    font-size: 14px;
    padding: 6px 8px;
    color: var(--iot-color-text, rgba(0, 0, 0, 0.87));
    background: transparent;
    border: 1px solid ${(p) => (p.$error ? 'var(--iot-color-warn, #d32f2f)' : 'var(--iot-color-divider, rgba(0,0,0,.2))')};
    border-radius: 4px;
  }
  & input:focus,
  & select:focus,
  & textarea:focus {
    outline: none;
    border-color: var(--iot-color-primary, #305680);
  }
  & input:disabled {
    opacity: 0.6;
  }
`;

export function Field({ label, error, children }: { label: ReactNode; error?: string | null; children: ReactNode }) {
  return (
    <FieldBox $error={!!error}>
      <span>{label}</span>
      {children}
      {error ? <small role="alert">{error}</small> : null}
    </FieldBox>
  );
}

const ResultBox = styled.div<{ $ok: boolean }>`
  font-size: 12px;
  color: ${(p) => (p.$ok ? 'var(--iot-color-success, #2e7d32)' : 'var(--iot-color-warn, #d32f2f)')};
`;

export type SaveResult = { ok: boolean; message: string } | null;

export function Result({ result }: { result: SaveResult }) {
  if (!result) return null;
  return (
    <ResultBox $ok={result.ok} role="status" data-testid="update-result">
      {result.message}
    </ResultBox>
  );
}

/** Run a save; remember its outcome for `<Result>` (when result messages are on). */
export function useSaveResult(show: boolean) {
  const { t } = useTranslation();
  const [result, setResult] = useState<SaveResult>(null);
  const run = async (save: () => Promise<unknown>) => {
    try {
      await save();
      if (show) setResult({ ok: true, message: t('widget.update-successful') });
    } catch (e) {
      setResult({ ok: false, message: `${t('widget.update-failed')}: ${(e as Error).message ?? String(e)}` });
      throw e;
    }
  };
  return { result, run: (save: () => Promise<unknown>) => run(save).catch(() => undefined) };
}
