/**
 * Settings tab: title (text, tooltip, icon with colour and size), legend (time-series widgets, or any widget that
 * already has one), units and decimals, and the type's own settings from its settings schema — or a JSON editor
 * when the type has none.
 */
import { useTranslation } from '../../../../i18n/use-translation';
import { ColorInput } from '../../../../ui/color-picker/color-input';
import { IconInput } from '../../../../ui/icon-picker/icon-input';
import { JsonObjectEditor } from '../../../../ui/json-object-editor/json-object-editor';
import { JsonSchemaForm } from '../../../../ui/json-schema-form/json-schema-form';
import { Select } from '../../../../ui/select/select';
import { TextField } from '../../../../ui/text-field/text-field';
import { Toggle } from '../../../../ui/toggle/toggle';
import { defaultLegendConfig } from '../../model/widget-config';
import { NumberField, Row, SectionBox, Toggles, useIssueText } from './form-bits';
import { configOf, obj, patchConfig, str, type Json } from './model/json';
import { issueFor, type Issue } from './model/validation';
import { widgetKind, type WidgetTypeInfo } from './model/widget-type';

export interface SettingsTabProps {
  widget: Json;
  onChange(widget: Json): void;
  type: WidgetTypeInfo;
  issues: readonly Issue[];
  onJsonValidity(valid: boolean): void;
}

const LEGEND_FLAGS = ['sortDataKeys', 'showMin', 'showMax', 'showAvg', 'showTotal'] as const;

type SetConfig = (patch: Json) => void;

/** The title: shown or not, its text and tooltip, and its icon with colour and size. */
function TitleSection({ c, set }: { c: Json; set: SetConfig }) {
  const { t } = useTranslation();
  const showTitle = c.showTitle !== false;
  return (
    <SectionBox title={t('widget-config.title-section')}>
      <Toggles>
        <Toggle
          label={t('widget-config.display-title')}
          checked={showTitle}
          onChange={(on) => set({ showTitle: on })}
          data-testid="show-title"
        />
      </Toggles>
      <Row>
        <TextField
          label={t('widget-config.title')}
          value={str(c.title)}
          onChange={(e) => set({ title: e.target.value })}
          disabled={!showTitle}
          data-testid="widget-title"
        />
        <TextField
          label={t('widget-config.title-tooltip')}
          value={str(c.titleTooltip)}
          onChange={(e) => set({ titleTooltip: e.target.value })}
          disabled={!showTitle}
          data-testid="widget-title-tooltip"
        />
      </Row>
      <Toggles>
        <Toggle
          label={t('widget-config.display-icon')}
          checked={c.showTitleIcon === true}
          onChange={(on) => set({ showTitleIcon: on })}
          disabled={!showTitle}
          data-testid="show-title-icon"
        />
      </Toggles>
      {showTitle && c.showTitleIcon === true ? (
        <Row $min={150}>
          <IconInput
            label={t('widget-config.icon')}
            value={str(c.titleIcon) || null}
            onChange={(icon) => set({ titleIcon: icon })}
            testId="title-icon"
          />
          <ColorInput
            label={t('widget-config.icon-color')}
            value={str(c.iconColor) || null}
            onChange={(color) => set({ iconColor: color ?? undefined })}
            testId="title-icon-color"
          />
          <TextField
            label={t('widget-config.icon-size')}
            value={str(c.iconSize)}
            onChange={(e) => set({ iconSize: e.target.value || undefined })}
            data-testid="title-icon-size"
          />
        </Row>
      ) : null}
    </SectionBox>
  );
}

/** The legend: shown or not (on by default for time series), its direction and position, and what it lists. */
function LegendSection({ kind, c, set }: { kind: ReturnType<typeof widgetKind>; c: Json; set: SetConfig }) {
  const { t } = useTranslation();
  const showLegend = typeof c.showLegend === 'boolean' ? c.showLegend : kind === 'timeseries';
  const legend = { ...defaultLegendConfig(kind), ...obj(c.legendConfig) };
  const setLegend = (patch: Json) => set({ legendConfig: { ...legend, ...patch } });
  return (
    <SectionBox title={t('legend.settings')} testId="legend-settings">
      <Toggles>
        <Toggle
          label={t('widget-config.display-legend')}
          checked={showLegend}
          onChange={(on) => set({ showLegend: on })}
          data-testid="show-legend"
        />
      </Toggles>
      {showLegend ? (
        <>
          <Row>
            <Select
              label={t('legend.direction')}
              options={(['column', 'row'] as const).map((d) => ({ value: d, label: t(`legend.direction-${d}`) }))}
              value={legend.direction}
              onChange={(d) => setLegend({ direction: d })}
              testId="legend-direction"
            />
            <Select
              label={t('legend.position')}
              options={(['top', 'bottom', 'left', 'right'] as const).map((p) => ({
                value: p,
                label: t(`legend.position-${p}`),
              }))}
              value={legend.position}
              onChange={(p) => setLegend({ position: p })}
              testId="legend-position"
            />
          </Row>
          <Toggles>
            {LEGEND_FLAGS.map((f) => (
              <Toggle
                key={f}
                label={t(`legend.${f.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}`)}
                checked={legend[f] === true}
                onChange={(on) => setLegend({ [f]: on })}
                data-testid={`legend-${f}`}
              />
            ))}
          </Toggles>
        </>
      ) : null}
    </SectionBox>
  );
}

export function SettingsTab({ widget, onChange, type, issues, onJsonValidity }: SettingsTabProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  const kind = widgetKind(widget);
  const c = configOf(widget);
  const set = (patch: Json) => onChange(patchConfig(widget, patch));
  const hasLegend = kind === 'timeseries' || c.legendConfig !== undefined || typeof c.showLegend === 'boolean';
  return (
    <div data-testid="settings-tab">
      <TitleSection c={c} set={set} />

      {hasLegend ? <LegendSection kind={kind} c={c} set={set} /> : null}

      <SectionBox title={t('widget-config.data-format')}>
        <Row>
          <TextField
            label={t('widget-config.units')}
            value={str(c.units)}
            onChange={(e) => set({ units: e.target.value || undefined })}
            data-testid="widget-units"
          />
          <NumberField
            label={t('widget-config.decimals')}
            value={c.decimals}
            min={0}
            max={15}
            onChange={(n) => set({ decimals: n })}
            error={text(issueFor(issues, 'decimals'))}
            testId="widget-decimals"
          />
        </Row>
      </SectionBox>

      <SectionBox title={t('widget-config.widget-settings')} testId="widget-settings">
        {type.settings ? (
          <JsonSchemaForm
            schema={type.settings.schema}
            form={type.settings.form}
            groupInfoes={type.settings.groupInfoes}
            model={obj(c.settings)}
            onChange={(settings) => set({ settings })}
            testId="widget-settings-form"
          />
        ) : (
          <JsonObjectEditor
            label={t('widget-config.settings-json')}
            value={obj(c.settings)}
            onChange={(s) => set({ settings: s ?? {} })}
            onValidityChange={onJsonValidity}
            minHeight={160}
            testId="widget-settings-json"
          />
        )}
        {text(issueFor(issues, 'settings')) ? (
          <p role="alert" style={{ color: 'var(--iot-color-warn, #d32f2f)', margin: '0 0 8px' }}>
            {text(issueFor(issues, 'settings'))}
          </p>
        ) : null}
      </SectionBox>
    </div>
  );
}
