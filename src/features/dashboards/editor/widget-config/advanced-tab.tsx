/**
 * Advanced tab: colours, padding and margin, drop shadow and fullscreen, CSS of the title and of the widget
 * (key-value maps), the mobile layout (order, height, hidden) and the "no data" message.
 */
import { useTranslation } from '../../../../i18n/use-translation';
import { ColorInput } from '../../../../ui/color-picker/color-input';
import { KeyValueMap } from '../../../../ui/key-value-map/key-value-map';
import { TextField } from '../../../../ui/text-field/text-field';
import { Toggle } from '../../../../ui/toggle/toggle';
import { NumberField, Row, SectionBox, Toggles, useIssueText } from './form-bits';
import { configOf, obj, patchConfig, str, type Json } from './model/json';
import { issueFor, type Issue } from './model/validation';

export interface AdvancedTabProps {
  widget: Json;
  onChange(widget: Json): void;
  issues: readonly Issue[];
  onStyleValidity(which: 'titleStyle' | 'widgetStyle', valid: boolean): void;
}

/** A CSS map as strings for the key-value editor (`fontWeight: 400` → "400"). */
const cssMap = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).map(([k, x]) => [k, String(x)]));

type SetConfig = (patch: Json) => void;

/** Colours, padding and margin, drop shadow and fullscreen, and the "no data" message. */
function AppearanceSection({ c, set }: { c: Json; set: SetConfig }) {
  const { t } = useTranslation();
  return (
    <SectionBox title={t('widget-config.appearance')}>
      <Row>
        <ColorInput
          label={t('widget-config.background-color')}
          value={str(c.backgroundColor, '#fff')}
          onChange={(v) => set({ backgroundColor: v ?? undefined })}
          testId="background-color"
        />
        <ColorInput
          label={t('widget-config.text-color')}
          value={str(c.color, 'rgba(0, 0, 0, 0.87)')}
          onChange={(v) => set({ color: v ?? undefined })}
          testId="text-color"
        />
      </Row>
      <Row>
        <TextField
          label={t('widget-config.padding')}
          value={str(c.padding, '8px')}
          onChange={(e) => set({ padding: e.target.value })}
          data-testid="widget-padding"
        />
        <TextField
          label={t('widget-config.margin')}
          value={str(c.margin)}
          onChange={(e) => set({ margin: e.target.value || undefined })}
          data-testid="widget-margin"
        />
      </Row>
      <Toggles>
        <Toggle
          label={t('widget-config.drop-shadow')}
          checked={c.dropShadow !== false}
          onChange={(on) => set({ dropShadow: on })}
          data-testid="drop-shadow"
        />
        <Toggle
          label={t('widget-config.enable-fullscreen')}
          checked={c.enableFullscreen !== false}
          onChange={(on) => set({ enableFullscreen: on })}
          data-testid="enable-fullscreen"
        />
      </Toggles>
      <TextField
        label={t('widget-config.no-data-display-message')}
        value={str(c.noDataDisplayMessage)}
        onChange={(e) => set({ noDataDisplayMessage: e.target.value || undefined })}
        data-testid="no-data-message"
      />
    </SectionBox>
  );
}

/** The CSS of the title or of the widget, as a key-value map. */
function CssStyleSection({
  which,
  c,
  set,
  onStyleValidity,
}: {
  which: 'titleStyle' | 'widgetStyle';
  c: Json;
  set: SetConfig;
  onStyleValidity: AdvancedTabProps['onStyleValidity'];
}) {
  const { t } = useTranslation();
  const key = which === 'titleStyle' ? 'widget-config.title-style' : 'widget-config.widget-style';
  return (
    <SectionBox title={t(key)}>
      <KeyValueMap
        label={t(key)}
        keyLabel={t('widget-config.css-property')}
        valueLabel={t('widget-config.css-value')}
        value={cssMap(c[which])}
        onChange={(m) => set({ [which]: m })}
        onValidityChange={(ok) => onStyleValidity(which, ok)}
        testId={which === 'titleStyle' ? 'title-style' : 'widget-style'}
      />
    </SectionBox>
  );
}

/** The mobile layout: order, height and hidden. */
function MobileSection({ c, set, issues }: { c: Json; set: SetConfig; issues: readonly Issue[] }) {
  const { t } = useTranslation();
  const text = useIssueText();
  return (
    <SectionBox title={t('widget-config.mobile-mode-settings')}>
      <Row>
        <NumberField
          label={t('widget-config.mobile-order')}
          value={c.mobileOrder}
          onChange={(n) => set({ mobileOrder: n ?? null })}
          error={text(issueFor(issues, 'mobileOrder'))}
          testId="mobile-order"
        />
        <NumberField
          label={t('widget-config.mobile-height')}
          value={c.mobileHeight}
          min={1}
          onChange={(n) => set({ mobileHeight: n ?? null })}
          error={text(issueFor(issues, 'mobileHeight'))}
          testId="mobile-height"
        />
      </Row>
      <Toggles>
        <Toggle
          label={t('widget-config.mobile-hide')}
          checked={c.mobileHide === true}
          onChange={(on) => set({ mobileHide: on })}
          data-testid="mobile-hide"
        />
      </Toggles>
    </SectionBox>
  );
}

export function AdvancedTab({ widget, onChange, issues, onStyleValidity }: AdvancedTabProps) {
  const c = configOf(widget);
  const set = (patch: Json) => onChange(patchConfig(widget, patch));
  return (
    <div data-testid="advanced-tab">
      <AppearanceSection c={c} set={set} />
      <CssStyleSection which="titleStyle" c={c} set={set} onStyleValidity={onStyleValidity} />
      <CssStyleSection which="widgetStyle" c={c} set={set} onStyleValidity={onStyleValidity} />
      <MobileSection c={c} set={set} issues={issues} />
    </div>
  );
}
