/**
 * The widget configuration dialog: tabs Data / Settings / Advanced / Actions over a draft of the
 * widget's ThingsBoard JSON. Every edit goes through the pure helpers of ./model, so fields the editor does not
 * know survive; Apply hands the draft to `onApply` and stays disabled while anything is invalid; Cancel closes.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../../../../ui/button/button';
import { Dialog } from '../../../../ui/dialog/dialog';
import { Tabs } from '../../../../ui/tabs/tabs';
import { v } from '../../../../ui/theme/tokens';
import type { AliasFilter } from '../../data/alias-filters';
import type { EditorPanelProps } from '../panel-contract';
import { ActionsTab } from './actions-tab';
import { AdvancedTab } from './advanced-tab';
import { DataTab } from './data-tab';
import { SettingsTab } from './settings-tab';
import type { ServerKeys } from './model/data-keys';
import { alarmSourceOf } from './model/datasources';
import { configOf, obj, patchConfig, str, type Json } from './model/json';
import { validateWidget, type ConfigTab } from './model/validation';
import { NO_TYPE_INFO, parseDescriptor, widgetKind, widgetTypeRef, type WidgetTypeInfo } from './model/widget-type';
import { NO_KEYS, statesOf, type WidgetConfigServices } from './services';

export interface WidgetConfigEditorProps extends EditorPanelProps {
  services: WidgetConfigServices;
}

const Frame = styled.div`
  height: min(68vh, 660px);
  min-height: 320px;
  color: ${v('color-text')};
  & > div {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  & [role='tabpanel'] {
    flex: 1;
    min-height: 0;
    overflow: auto;
    padding-block: 16px 0;
    padding-inline: 0 4px;
  }
`;

const ErrorDot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-inline-start: 6px;
  border-radius: 50%;
  vertical-align: 2px;
  background: ${v('color-warn')};
`;

const SrOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Summary = styled.p`
  flex: 1;
  margin: 0 8px;
  font-size: 13px;
  color: ${v('color-warn')};
`;

/** The draft the dialog starts from: an alarm widget without an alarm source gets the default one. */
function initialDraft(value: Json): Json {
  if (widgetKind(value) === 'alarm' && !configOf(value).alarmSource)
    return patchConfig(value, { alarmSource: alarmSourceOf(value) });
  return value;
}

const TABS: ConfigTab[] = ['data', 'settings', 'advanced', 'actions'];

/** The widget's type, loaded through the services; `null` while loading, "no info" when the widget has no type. */
function useWidgetTypeInfo(value: Json, services: WidgetConfigServices): WidgetTypeInfo | null {
  const [type, setType] = useState<WidgetTypeInfo | null>(null);
  const ref = useMemo(() => widgetTypeRef(value), [value]);
  useEffect(() => {
    if (!ref) return setType(NO_TYPE_INFO);
    const ctrl = new AbortController();
    void services
      .loadWidgetType(ref, ctrl.signal)
      .then((d) => !ctrl.signal.aborted && setType(d ? parseDescriptor(d) : NO_TYPE_INFO));
    return () => ctrl.abort();
  }, [ref, services]);

  return type;
}

/**
 * The server keys of an alias's entities, looked up once per alias while the dialog is open (lookups still running
 * are aborted when it closes). An alias without a filter has no keys.
 */
function useAliasKeys(dashboard: Json, services: WidgetConfigServices) {
  const life = useRef(new AbortController());
  useEffect(() => {
    const ctrl = new AbortController();
    life.current = ctrl;
    return () => ctrl.abort();
  }, []);

  const keysCache = useRef(new Map<string, Promise<ServerKeys>>());
  const keysForAlias = useCallback(
    (aliasId: string | null): Promise<ServerKeys> => {
      if (!aliasId) return Promise.resolve(NO_KEYS);
      const alias = obj(obj(obj(dashboard.configuration).entityAliases)[aliasId]);
      if (!alias.filter) return Promise.resolve(NO_KEYS);
      let p = keysCache.current.get(aliasId);
      if (!p) {
        p = services.findKeys(obj(alias.filter) as unknown as AliasFilter, life.current.signal).catch(() => NO_KEYS);
        keysCache.current.set(aliasId, p);
      }
      return p;
    },
    [dashboard, services],
  );
  return keysForAlias;
}

export function WidgetConfigEditor({ value, context, onApply, onClose, services }: WidgetConfigEditorProps) {
  const { t } = useTranslation();
  const [widget, setWidget] = useState<Json>(() => initialDraft(value));
  const [tab, setTab] = useState<ConfigTab>('data');
  const type = useWidgetTypeInfo(value, services);
  const [settingsJsonValid, setSettingsJsonValid] = useState(true);
  const [styleValid, setStyleValid] = useState({ titleStyle: true, widgetStyle: true });
  const dashboard = context.dashboard;
  const keysForAlias = useAliasKeys(dashboard, services);
  const states = useMemo(() => statesOf(obj(dashboard.configuration)), [dashboard]);

  const info = type ?? NO_TYPE_INFO;
  const issues = useMemo(() => validateWidget(widget, type), [widget, type]);
  const extraInvalid: Partial<Record<ConfigTab, boolean>> = {
    settings: !info.settings && !settingsJsonValid,
    advanced: !styleValid.titleStyle || !styleValid.widgetStyle,
  };
  const tabInvalid = (k: ConfigTab) => issues.some((i) => i.tab === k) || !!extraInvalid[k];
  const valid = type !== null && issues.length === 0 && !Object.values(extraInvalid).some(Boolean);
  const title = str(configOf(widget).title) || str(widget.title);

  const tabs = TABS.map((k) => ({
    key: k,
    label: (
      <>
        {t(`widget-config.${k}`)}
        {tabInvalid(k) ? (
          <>
            <ErrorDot aria-hidden="true" data-testid={`tab-error-${k}`} />
            <SrOnly>{t('widget-config.tab-has-errors')}</SrOnly>
          </>
        ) : null}
      </>
    ),
  }));
  const first = issues[0];
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={title ? t('widget-config.dialog-title-named', { title }) : t('widget-config.dialog-title')}
      width={920}
      testId="widget-config-panel"
      actions={
        <>
          <Summary role="status" data-testid="widget-config-summary">
            {first
              ? t('widget-config.problems', { count: issues.length, first: t(first.message, first.params) })
              : null}
          </Summary>
          <Button $variant="text" onClick={onClose} data-testid="widget-config-cancel">
            {t('action.cancel')}
          </Button>
          <Button disabled={!valid} onClick={() => onApply(widget)} data-testid="widget-config-apply">
            {t('action.apply')}
          </Button>
        </>
      }
    >
      <Frame>
        <Tabs<ConfigTab> tabs={tabs} value={tab} onChange={setTab} label={t('widget-config.dialog-title')}>
          {type === null ? (
            <p role="status">{t('widget-config.loading-type')}</p>
          ) : tab === 'data' ? (
            <DataTab
              widget={widget}
              onChange={setWidget}
              dashboard={dashboard}
              type={info}
              issues={issues}
              keysForAlias={keysForAlias}
            />
          ) : tab === 'settings' ? (
            <SettingsTab
              widget={widget}
              onChange={setWidget}
              type={info}
              issues={issues}
              onJsonValidity={setSettingsJsonValid}
            />
          ) : tab === 'advanced' ? (
            <AdvancedTab
              widget={widget}
              onChange={setWidget}
              issues={issues}
              onStyleValidity={(which, ok) => setStyleValid((s) => ({ ...s, [which]: ok }))}
            />
          ) : (
            <ActionsTab widget={widget} onChange={setWidget} states={states} services={services} issues={issues} />
          )}
        </Tabs>
      </Frame>
    </Dialog>
  );
}
