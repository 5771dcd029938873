/**
 * The dialog of a customPretty action: the action's HTML (sanitised) with its CSS scoped to the dialog. The
 * action's function runs in the sandbox when the dialog opens. ThingsBoard's Angular template bindings are not
 * evaluated: the markup is shown as static HTML.
 */
import { useEffect, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { createGlobalStyle } from 'styled-components';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { sanitizeHtml, scopeCss } from '../../../widgets/common/sanitize';
import type { WidgetActionDescriptor } from '../../../widgets/widget-contract';

const Scoped = createGlobalStyle<{ $css: string }>`${(p) => p.$css}`;

export interface CustomDialogState {
  descriptor: WidgetActionDescriptor;
  run(): Promise<void>;
}

export function CustomActionDialog({ state, onClose }: { state: CustomDialogState | null; onClose(): void }) {
  const { t } = useTranslation();
  const scope = `iot-custom-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  useEffect(() => {
    if (state) void state.run();
  }, [state]);
  if (!state) return null;
  const d = state.descriptor;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={d.dialogTitle || d.name}
      testId="custom-action-dialog"
      actions={<Button onClick={onClose}>{t('action.close')}</Button>}
    >
      {d.customCss ? <Scoped $css={scopeCss(d.customCss, `.${scope}`)} /> : null}
      <div className={scope} dangerouslySetInnerHTML={{ __html: sanitizeHtml(d.customHtml ?? '') }} />
    </Dialog>
  );
}
