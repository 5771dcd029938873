/**
 * Dialogs of the dashboards list: add, import a ThingsBoard JSON export, the public link with an embed snippet for
 * `<iot-dashboard>`, and the assigned customers.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { CopyButton } from '../../../ui/copy-button/copy-button';
import { Dialog } from '../../../ui/dialog/dialog';
import { JsonImportDialog } from '../../../ui/file-input/json-import-dialog';
import { TextArea } from '../../../ui/text-field/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { v } from '../../../ui/theme/tokens';
import { parseDashboardExport, type CustomerOption } from './list-api';
import { useFormSubmit } from '../../../ui/dialog/use-form-submit';

const CodeRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 4px;
  margin: 4px 0 12px;
  & > code {
    flex: 1;
    padding: 8px;
    border-radius: 4px;
    background: ${v('color-surface-2')};
    color: ${v('color-text')};
    font-size: 12px;
    white-space: pre-wrap;
    word-break: break-all;
  }
`;

const Checks = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  max-height: 320px;
  overflow: auto;
`;

/** Add a dashboard: title (required) and description. Resolves through `onSubmit`; errors stay in the dialog. */
export function AddDashboardDialog({
  onSubmit,
  onClose,
}: {
  onSubmit(title: string, description: string): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, run } = useFormSubmit();
  const missing = title.trim() === '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (missing) return;
    await run(() => onSubmit(title.trim(), description));
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('dashboard.add')}
      testId="dashboard-add-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" form="dashboard-add-form" disabled={busy}>
            {t('dashboard.add-button')}
          </Button>
        </>
      }
    >
      <form id="dashboard-add-form" onSubmit={submit} noValidate>
        <TextField
          label={t('dashboard.title')}
          value={title}
          required
          autoFocus
          onChange={(e) => setTitle(e.target.value)}
          error={touched && missing ? t('dashboard.title-required') : undefined}
        />
        <TextArea
          label={t('dashboard.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </form>
    </Dialog>
  );
}

/** Import a ThingsBoard dashboard export (.json); an unreadable file is refused before anything is saved. */
export function ImportDashboardDialog({
  onImport,
  onClose,
}: {
  onImport(d: { title: string; configuration: unknown; image?: unknown }): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <JsonImportDialog
      title={t('dashboard.import')}
      fileLabel={t('dashboard.dashboard-file')}
      importLabel={t('dashboard.import-button')}
      invalidText={t('dashboard.invalid-dashboard-file-error')}
      parse={parseDashboardExport}
      onImport={onImport}
      onClose={onClose}
      testId="dashboard-import-dialog"
      idPrefix="dashboard-import"
    />
  );
}

/** The public link and the embed snippet; `origin` is where this console is served. */
export function PublicLinkDialog({
  dashboardId,
  publicId,
  origin,
  onMakePrivate,
  onClose,
}: {
  dashboardId: string;
  publicId: string;
  origin: string;
  onMakePrivate(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const link = `${origin}/dashboard/${dashboardId}?publicId=${publicId}`;
  const snippet = `<script type="module" src="${origin}/dist/elements/iot-dashboard.js"></script>\n<iot-dashboard dashboard-id="${dashboardId}" public-id="${publicId}" api-url="${origin}"></iot-dashboard>`;
  return (
    <Dialog
      open
      width={600}
      onOpenChange={(o) => !o && onClose()}
      title={t('dashboard.public-dashboard-title')}
      testId="dashboard-public-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onMakePrivate} data-testid="dashboard-make-private">
            {t('dashboard.make-private')}
          </Button>
          <Button onClick={onClose}>{t('action.ok')}</Button>
        </>
      }
    >
      <p>{t('dashboard.public-dashboard-text')}</p>
      <CodeRow>
        <code data-testid="dashboard-public-link">{link}</code>
        <CopyButton text={link} label={t('dashboard.copy-public-link')} />
      </CodeRow>
      <p>{t('dashboard.embed-snippet-text')}</p>
      <CodeRow>
        <code data-testid="dashboard-embed-snippet">{snippet}</code>
        <CopyButton text={snippet} label={t('dashboard.copy-embed-snippet')} />
      </CodeRow>
    </Dialog>
  );
}

/** Choose the customers a dashboard is assigned to (the public customer is handled by make public/private). */
/**
 * The customers of one dashboard ('manage': the complete set), or customers to assign the selected dashboards to
 * ('assign') or to unassign them from ('unassign'), as ThingsBoard's dialog for the three actions.
 */
export function ManageCustomersDialog({
  customers,
  assigned,
  onSave,
  onClose,
  mode = 'manage',
}: {
  customers: readonly CustomerOption[] | undefined;
  assigned: readonly string[];
  onSave(ids: string[]): Promise<void>;
  onClose(): void;
  mode?: 'manage' | 'assign' | 'unassign';
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(() => new Set(assigned));
  const { busy, run } = useFormSubmit();
  const toggle = (id: string, on: boolean) =>
    setChosen((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });
  const save = async () => {
    await run(() => onSave([...chosen]));
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t(
        mode === 'assign'
          ? 'dashboard.assign-to-customers'
          : mode === 'unassign'
            ? 'dashboard.unassign-from-customers'
            : 'dashboard.manage-assigned-customers',
      )}
      testId="dashboard-customers-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={busy || !customers || (mode !== 'manage' && chosen.size === 0)}>
            {t(mode === 'assign' ? 'dashboard.assign' : mode === 'unassign' ? 'dashboard.unassign' : 'action.update')}
          </Button>
        </>
      }
    >
      {!customers ? (
        <p>{t('dashboard.loading-customers')}</p>
      ) : customers.length === 0 ? (
        <p>{t('dashboard.no-customers')}</p>
      ) : null}
      <Checks>
        {customers?.map((c) => (
          <Checkbox key={c.id} label={c.title} checked={chosen.has(c.id)} onChange={(on) => toggle(c.id, on)} />
        ))}
      </Checks>
    </Dialog>
  );
}
