/** The frame of a settings page (ThingsBoard's settings cards): title, optional hint, the form and its actions. */
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../../ui/button/button';
import { v } from '../../ui/theme/tokens';

const Wrap = styled.div`
  padding: 24px 16px;
  display: flex;
  justify-content: center;
`;

const Card = styled.section`
  width: min(880px, 100%);
  border-radius: 6px;
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
  & > header {
    padding: 20px 24px 8px;
  }
  & > header h2 {
    margin: 0;
    font-size: 20px;
    font-weight: 500;
  }
  & > header p {
    margin: 6px 0 0;
    font-size: 14px;
    color: ${v('color-text-secondary')};
  }
  & > form {
    padding: 12px 24px 8px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  padding: 8px 0 16px;
`;

export const FieldGrid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => p.$min ?? 220}px, 1fr));
  gap: 0 16px;
  align-items: start;
`;

/** One line of checkboxes with room between them (a checkbox alone on a line uses it too). */
export const CheckRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  margin: 4px 0 12px;
`;

export const SubTitle = styled.h3`
  margin: 8px 0 12px;
  font-size: 15px;
  font-weight: 500;
`;

export const Note = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
  color: ${v('color-text-secondary')};
`;

export const ErrorNote = styled.p`
  margin: 0 0 12px;
  color: ${v('color-warn')};
`;

export interface SettingsPageProps {
  title: string;
  hint?: string;
  testId: string;
  onSubmit(): void;
  children: ReactNode;
}

export function SettingsPage({ title, hint, testId, onSubmit, children }: SettingsPageProps) {
  return (
    <Wrap data-testid={testId}>
      <Card aria-labelledby={`${testId}-title`}>
        <header>
          <h2 id={`${testId}-title`}>{title}</h2>
          {hint ? <p>{hint}</p> : null}
        </header>
        <form
          noValidate
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
      </Card>
    </Wrap>
  );
}

export interface SettingsActionsProps {
  form: { error: string | null; dirty: boolean; busy: boolean; reset(): void };
  /** Test id of the save button. */
  saveTestId?: string;
  /** Buttons before Undo (a page's "send test" action), and notes under the form's error. */
  extra?: ReactNode;
  notes?: ReactNode;
}

/** The foot of every settings form: the save error, then Undo and Save, enabled once the form is changed. */
export function SettingsActions({ form, saveTestId = 'settings-save', extra, notes }: SettingsActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {form.error ? <ErrorNote role="alert">{form.error}</ErrorNote> : null}
      {notes}
      <Actions>
        {extra}
        <Button $variant="text" disabled={!form.dirty || form.busy} onClick={form.reset}>
          {t('admin.undo')}
        </Button>
        <Button type="submit" disabled={!form.dirty || form.busy} data-testid={saveTestId}>
          {t('action.save')}
        </Button>
      </Actions>
    </>
  );
}
