/**
 * The parameters of one action type: target state and where to open it, the entity passed in the state, the
 * target dashboard (dashboard autocomplete) and its state, custom functions, HTML and CSS, mobile actions.
 * Functions are edited, never run here.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { CodeEditor } from '../../../../ui/code-editor/code-editor';
import {
  DashboardAutocomplete,
  type DashboardInfo,
} from '../../../../ui/dashboard-autocomplete/dashboard-autocomplete';
import { JsFuncEditor } from '../../../../ui/js-func/js-func-editor';
import { Select } from '../../../../ui/select/select';
import { TextField } from '../../../../ui/text-field/text-field';
import { Toggle } from '../../../../ui/toggle/toggle';
import { NumberField, Row, Toggles } from './form-bits';
import {
  ACTION_FUNCTION_ARGS,
  MOBILE_ACTION_FUNCTIONS,
  MOBILE_ACTION_HANDLERS,
  MOBILE_ACTION_TYPES,
  openInOf,
  withOpenIn,
  type MobileActionType,
  type OpenIn,
} from './model/actions';
import { obj, str, type Json } from './model/json';
import type { DashboardStateOption, WidgetConfigServices } from './services';

export interface ActionTypeFieldsProps {
  action: Json;
  onChange(action: Json): void;
  /** States of the dashboard being edited. */
  states: readonly DashboardStateOption[];
  services: WidgetConfigServices;
  errorOf(field: string): string | undefined;
}

function StateFields({
  action,
  onChange,
  states,
  errorOf,
  required,
  allowCurrent,
}: Omit<ActionTypeFieldsProps, 'services'> & { required: boolean; allowCurrent: boolean }) {
  const { t } = useTranslation();
  const set = (patch: Json) => onChange({ ...action, ...patch });
  const current = str(action.targetDashboardStateId) || null;
  const options = [
    ...(allowCurrent ? [{ value: null as string | null, label: t('widget-action.current-state') }] : []),
    ...states.map((s) => ({ value: s.id as string | null, label: s.name === s.id ? s.id : `${s.name} (${s.id})` })),
    // A state id the list does not know (another dashboard's, or removed) stays selectable rather than lost.
    ...(current && !states.some((s) => s.id === current) ? [{ value: current as string | null, label: current }] : []),
  ];
  const setEntity = action.setEntityId !== false;
  return (
    <>
      <Select
        label={t('widget-action.target-dashboard-state')}
        required={required}
        options={options}
        value={current}
        onChange={(id) => set({ targetDashboardStateId: id })}
        error={errorOf('targetDashboardStateId')}
        testId="action-target-state"
      />
      <Toggles>
        <Toggle
          label={t('widget-action.set-entity-from-widget')}
          checked={setEntity}
          onChange={(on) => set({ setEntityId: on })}
          data-testid="action-set-entity"
        />
      </Toggles>
      {setEntity ? (
        <TextField
          label={t('widget-action.state-entity-parameter-name')}
          placeholder={t('widget-action.default-entity-parameter-name')}
          value={str(action.stateEntityParamName)}
          onChange={(e) => set({ stateEntityParamName: e.target.value || null })}
          data-testid="action-state-entity-param"
        />
      ) : null}
    </>
  );
}

function OpenInFields({ action, onChange }: { action: Json; onChange(a: Json): void }) {
  const { t } = useTranslation();
  const place = openInOf(action);
  const set = (patch: Json) => onChange({ ...action, ...patch });
  const places: OpenIn[] = ['state', 'rightLayout', 'dialog', 'popover'];
  return (
    <>
      <Select
        label={t('widget-action.open-in')}
        options={places.map((p) => ({
          value: p,
          label: t(`widget-action.open-in-${p === 'rightLayout' ? 'right-layout' : p}`),
        }))}
        value={place}
        onChange={(p) => onChange(withOpenIn(action, p ?? 'state'))}
        testId="action-open-in"
      />
      {place === 'dialog' ? (
        <>
          <TextField
            label={t('widget-action.dialog-title')}
            value={str(action.dialogTitle)}
            onChange={(e) => set({ dialogTitle: e.target.value })}
            data-testid="action-dialog-title"
          />
          <Row>
            <NumberField
              label={t('widget-action.dialog-width')}
              value={action.dialogWidth}
              min={1}
              max={100}
              onChange={(n) => set({ dialogWidth: n })}
            />
            <NumberField
              label={t('widget-action.dialog-height')}
              value={action.dialogHeight}
              min={1}
              max={100}
              onChange={(n) => set({ dialogHeight: n })}
            />
          </Row>
          <Toggles>
            <Toggle
              label={t('widget-action.hide-dashboard-toolbar')}
              checked={action.dialogHideDashboardToolbar !== false}
              onChange={(on) => set({ dialogHideDashboardToolbar: on })}
            />
          </Toggles>
        </>
      ) : null}
      {place === 'popover' ? (
        <>
          <Row>
            <Select
              label={t('widget-action.popover-placement')}
              options={(['top', 'bottom', 'left', 'right'] as const).map((p) => ({
                value: p,
                label: t(`legend.position-${p}`),
              }))}
              value={str(action.popoverPreferredPlacement, 'top')}
              onChange={(p) => set({ popoverPreferredPlacement: p })}
            />
            <TextField
              label={t('widget-action.popover-width')}
              value={str(action.popoverWidth, '25vw')}
              onChange={(e) => set({ popoverWidth: e.target.value })}
            />
            <TextField
              label={t('widget-action.popover-height')}
              value={str(action.popoverHeight, '25vh')}
              onChange={(e) => set({ popoverHeight: e.target.value })}
            />
          </Row>
          <Toggles>
            <Toggle
              label={t('widget-action.popover-hide-on-click-outside')}
              checked={action.popoverHideOnClickOutside !== false}
              onChange={(on) => set({ popoverHideOnClickOutside: on })}
            />
            <Toggle
              label={t('widget-action.hide-dashboard-toolbar')}
              checked={action.popoverHideDashboardToolbar !== false}
              onChange={(on) => set({ popoverHideDashboardToolbar: on })}
            />
          </Toggles>
        </>
      ) : null}
    </>
  );
}

function TargetDashboardFields({ action, onChange, services, errorOf }: ActionTypeFieldsProps) {
  const { t } = useTranslation();
  const id = str(action.targetDashboardId) || null;
  const [target, setTarget] = useState<{ info: DashboardInfo; states: DashboardStateOption[] } | null>(null);
  useEffect(() => {
    if (!id) return setTarget(null);
    if (target?.info.id.id === id) return;
    const ctrl = new AbortController();
    void services
      .loadDashboard(id, ctrl.signal)
      .then((d) => !ctrl.signal.aborted && setTarget(d ?? { info: { id: { id }, title: id }, states: [] }));
    return () => ctrl.abort();
  }, [id, services, target]);
  return (
    <>
      <DashboardAutocomplete
        label={t('widget-action.target-dashboard')}
        required
        value={target?.info ?? null}
        onChange={(d) => {
          setTarget(null);
          onChange({ ...action, targetDashboardId: d?.id.id ?? null, targetDashboardStateId: null });
        }}
        search={(text, page, signal) => services.searchDashboards(text, page.pageSize, signal)}
        testId="action-target-dashboard"
      />
      {errorOf('targetDashboardId') ? (
        <p role="alert" style={{ margin: '-4px 12px 8px', fontSize: 12, color: 'var(--iot-color-warn, #d32f2f)' }}>
          {errorOf('targetDashboardId')}
        </p>
      ) : null}
      <StateFields
        action={action}
        onChange={onChange}
        states={target?.states ?? []}
        errorOf={errorOf}
        required={false}
        allowCurrent
      />
      <Toggles>
        <Toggle
          label={t('widget-action.open-new-browser-tab')}
          checked={action.openNewBrowserTab === true}
          onChange={(on) => onChange({ ...action, openNewBrowserTab: on })}
          data-testid="action-new-tab"
        />
      </Toggles>
    </>
  );
}

function MobileFields({ action, onChange, errorOf }: Pick<ActionTypeFieldsProps, 'action' | 'onChange' | 'errorOf'>) {
  const { t } = useTranslation();
  const mobile = obj(action.mobileAction);
  const type = str(mobile.type) as MobileActionType;
  const functions =
    type && MOBILE_ACTION_FUNCTIONS[type] ? [...MOBILE_ACTION_FUNCTIONS[type], ...MOBILE_ACTION_HANDLERS] : [];
  return (
    <>
      <Select
        label={t('widget-action.mobile-action-type')}
        required
        options={MOBILE_ACTION_TYPES.map((m) => ({
          value: m,
          label: t(`widget-action.mobile.${m.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`),
        }))}
        value={type || null}
        onChange={(m) => onChange({ ...action, mobileAction: { ...mobile, type: m } })}
        error={errorOf('mobileAction')}
        testId="action-mobile-type"
      />
      {functions.map((fn) => (
        <JsFuncEditor
          key={fn.key}
          functionName={fn.name}
          args={[...fn.args, ...ACTION_FUNCTION_ARGS]}
          value={str(mobile[fn.key])}
          onChange={(body) => onChange({ ...action, mobileAction: { ...mobile, [fn.key]: body } })}
          minHeight={120}
          testId={`action-mobile-${fn.name}`}
        />
      ))}
    </>
  );
}

export function ActionTypeFields(props: ActionTypeFieldsProps) {
  const { t } = useTranslation();
  const { action, onChange } = props;
  const set = (patch: Json) => onChange({ ...action, ...patch });
  switch (action.type) {
    case 'openDashboardState':
      return (
        <>
          <StateFields {...props} required allowCurrent={false} />
          <OpenInFields action={action} onChange={onChange} />
        </>
      );
    case 'updateDashboardState':
      return (
        <>
          <StateFields {...props} required={false} allowCurrent />
          <Toggles>
            <Toggle
              label={t('widget-action.open-right-layout')}
              checked={action.openRightLayout === true}
              onChange={(on) => set({ openRightLayout: on })}
            />
          </Toggles>
        </>
      );
    case 'openDashboard':
      return <TargetDashboardFields {...props} />;
    case 'custom':
      return (
        <JsFuncEditor
          functionName="f"
          args={ACTION_FUNCTION_ARGS}
          value={str(action.customFunction)}
          onChange={(customFunction) => set({ customFunction })}
          minHeight={160}
          testId="action-custom-func"
        />
      );
    case 'customPretty':
      return (
        <>
          <CodeEditor
            label={t('widget-action.custom-html')}
            mode="text"
            value={str(action.customHtml)}
            onChange={(customHtml) => set({ customHtml })}
            minHeight={140}
            testId="action-custom-html"
          />
          <CodeEditor
            label={t('widget-action.custom-css')}
            mode="text"
            value={str(action.customCss)}
            onChange={(customCss) => set({ customCss })}
            minHeight={100}
            testId="action-custom-css"
          />
          <JsFuncEditor
            functionName="f"
            args={ACTION_FUNCTION_ARGS}
            value={str(action.customFunction)}
            onChange={(customFunction) => set({ customFunction })}
            minHeight={140}
            testId="action-custom-func"
          />
        </>
      );
    case 'mobileAction':
      return <MobileFields {...props} />;
    default:
      return null;
  }
}
