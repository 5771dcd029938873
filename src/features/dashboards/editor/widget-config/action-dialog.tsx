/** Add or edit one widget action: its source, name, icon and type, then the type's parameters. */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/button/button';
import { Dialog } from '../../../../ui/dialog/dialog';
import { IconInput } from '../../../../ui/icon-picker/icon-input';
import { Select } from '../../../../ui/select/select';
import { TextField } from '../../../../ui/text-field/text-field';
import type { WidgetActionType } from '../../../../widgets/widget-contract';
import { ActionTypeFields } from './action-type-fields';
import { Row } from './form-bits';
import { ACTION_TYPES, changeActionType } from './model/actions';
import { str, type Json } from './model/json';
import { actionIssues } from './model/validation';
import type { DashboardStateOption, WidgetConfigServices } from './services';

export const actionTypeLabel = (type: unknown) =>
  `widget-action.type-${str(type).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
export const actionSourceLabel = (source: string) =>
  `widget-action.source-${source.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export interface ActionDialogProps {
  isNew: boolean;
  value: Json;
  source: string;
  sources: readonly string[];
  /** Actions of each source, to keep names unique per source. */
  actionsIn(source: string): Json[];
  states: readonly DashboardStateOption[];
  services: WidgetConfigServices;
  onApply(action: Json, source: string): void;
  onClose(): void;
}

export function ActionDialog({
  isNew,
  value,
  source: initialSource,
  sources,
  actionsIn,
  states,
  services,
  onApply,
  onClose,
}: ActionDialogProps) {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState<Json>(value);
  const [source, setSource] = useState(initialSource);
  const issues = actionIssues(action, actionsIn(source));
  const errorOf = (field: string) => {
    const i = issues.find((x) => x.field === field);
    return i ? t(i.message) : undefined;
  };
  const sourceText = (s: string) => (i18n.exists(actionSourceLabel(s)) ? t(actionSourceLabel(s)) : s);
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={isNew ? t('widget-config.add-action') : t('widget-config.edit-action')}
      width={720}
      testId="action-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose} data-testid="action-cancel">
            {t('action.cancel')}
          </Button>
          <Button disabled={issues.length > 0} onClick={() => onApply(action, source)} data-testid="action-apply">
            {isNew ? t('action.add') : t('action.apply')}
          </Button>
        </>
      }
    >
      <div style={{ color: 'var(--iot-color-text, rgba(0,0,0,.87))', paddingTop: 4 }}>
        <Row>
          <Select
            label={t('widget-config.action-source')}
            required
            options={sources.map((s) => ({ value: s, label: sourceText(s) }))}
            value={source}
            onChange={(s) => s && setSource(s)}
            testId="action-source"
          />
          <Select
            label={t('widget-config.action-type')}
            required
            options={ACTION_TYPES.map((ty) => ({ value: ty, label: t(actionTypeLabel(ty)) }))}
            value={str(action.type) as WidgetActionType}
            onChange={(ty) => ty && setAction((a) => changeActionType(a, ty))}
            testId="action-type"
          />
        </Row>
        <Row>
          <TextField
            label={t('widget-config.action-name')}
            required
            value={str(action.name)}
            onChange={(e) => setAction((a) => ({ ...a, name: e.target.value }))}
            error={errorOf('name')}
            data-testid="action-name"
          />
          <IconInput
            label={t('widget-config.action-icon')}
            value={str(action.icon) || null}
            onChange={(icon) => setAction((a) => ({ ...a, icon: icon ?? undefined }))}
            testId="action-icon"
          />
        </Row>
        <ActionTypeFields action={action} onChange={setAction} states={states} services={services} errorOf={errorOf} />
      </div>
    </Dialog>
  );
}
