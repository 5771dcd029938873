/**
 * Device credentials dialog: shows and — for tenant admins — changes the credentials
 * of one device, any of the four types; below, copyable MQTT and HTTP commands to test the connection.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { apiConfig } from '../../../api/http';
import { getDeviceCredentials, saveDeviceCredentials, type DeviceCredentials } from '../../../api/devices';
import { Button } from '../../../ui/button/button';
import { CopyButton } from '../../../ui/copy-button/copy-button';
import { Dialog } from '../../../ui/dialog/dialog';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import { v } from '../../../ui/theme/tokens';
import { connectionSnippets } from './connection-snippets';
import { CredentialsFields } from './credentials-fields';
import {
  credentialsSchema,
  credentialsToValues,
  valuesToCredentials,
  type CredentialsValues,
} from './credentials-model';
import { useFormSubmit } from '../../../ui/dialog/use-form-submit';
import { refreshQueries } from '../../../ui/query/refresh-queries';

const Snippet = styled.div`
  margin-top: 8px;
  h3 {
    margin: 8px 0 4px;
    font-size: 13px;
    font-weight: 500;
  }
  div {
    display: flex;
    align-items: flex-start;
    gap: 4px;
  }
  pre {
    flex: 1;
    margin: 0;
    padding: 8px 10px;
    border-radius: 4px;
    font: 12px/1.45 ui-monospace, Menlo, Consolas, monospace;
    white-space: pre-wrap;
    word-break: break-all;
    color: ${v('color-text')};
    background: ${v('color-surface-2')};
    border: 1px solid ${v('color-divider')};
  }
`;

/** Where devices reach this server: the console's API URL, else the page's origin. */
function snippetTarget() {
  const base = apiConfig().baseUrl || globalThis.location.origin;
  let host = globalThis.location.hostname;
  try {
    host = new URL(base).hostname;
  } catch {
    /* relative base: keep the page's host */
  }
  return { host, httpBase: base };
}

function Snippets({ control }: { control: unknown }) {
  const { t } = useTranslation();
  const values = useWatch({ control: control as never }) as unknown as CredentialsValues;
  const s = connectionSnippets(values, snippetTarget());
  if (!s.mqtt && !s.http) return null;
  return (
    <Snippet data-testid="connection-snippets">
      {s.mqtt ? (
        <>
          <h3>{t('device.check-connectivity-mqtt')}</h3>
          <div>
            <pre data-testid="snippet-mqtt">{s.mqtt}</pre>
            <CopyButton text={s.mqtt} label={t('action.copy')} />
          </div>
        </>
      ) : null}
      {s.http ? (
        <>
          <h3>{t('device.check-connectivity-http')}</h3>
          <div>
            <pre data-testid="snippet-http">{s.http}</pre>
            <CopyButton text={s.http} label={t('action.copy')} />
          </div>
        </>
      ) : null}
    </Snippet>
  );
}

function Body({
  current,
  readonly,
  onClose,
}: {
  current: DeviceCredentials;
  readonly: boolean;
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const client = useQueryClient();
  const { busy, run } = useFormSubmit();
  const form = useEntityForm({
    entity: current,
    editing: !readonly,
    schema: credentialsSchema,
    toValues: credentialsToValues,
  });
  const submit = form.handleSubmit(async (values) => {
    const saved = await run(async () => {
      await saveDeviceCredentials({ ...current, ...valuesToCredentials(values) });
      await refreshQueries(client, ['device-credentials', current.deviceId.id]);
    });
    if (saved) onClose(true);
  });
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose(false)}
      title={readonly ? t('device.view-credentials') : t('device.manage-credentials')}
      width={640}
      testId="credentials-dialog"
      actions={
        readonly ? (
          <Button onClick={() => onClose(false)}>{t('action.close')}</Button>
        ) : (
          <>
            <Button $variant="text" onClick={() => onClose(false)} disabled={busy}>
              {t('action.cancel')}
            </Button>
            <Button
              type="submit"
              form={formId}
              disabled={busy || !form.formState.isDirty}
              data-testid="credentials-save"
            >
              {t('action.save')}
            </Button>
          </>
        )
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        <CredentialsFields control={form.control} disabled={readonly} />
      </form>
      <Snippets control={form.control} />
    </Dialog>
  );
}

export interface CredentialsDialogProps {
  deviceId: string;
  readonly: boolean;
  onClose(saved: boolean): void;
}

export function CredentialsDialog({ deviceId, readonly, onClose }: CredentialsDialogProps) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['device-credentials', deviceId],
    queryFn: ({ signal }) => getDeviceCredentials(deviceId, { signal }),
    gcTime: 0,
  });
  useEffect(() => {
    if (query.isError) onClose(false);
  }, [query.isError]);
  if (query.isError) return null;
  if (!query.data) {
    return (
      <Dialog
        open
        onOpenChange={(o) => !o && onClose(false)}
        title={t('device.manage-credentials')}
        testId="credentials-dialog"
      >
        <ProgressBar label={t('common.loading')} />
      </Dialog>
    );
  }
  return <Body current={query.data} readonly={readonly} onClose={onClose} />;
}
