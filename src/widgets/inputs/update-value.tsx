/**
 * The single-value input widgets (input_widgets.update_*): integer, double, string, boolean, date, image and
 * location values written as a server or shared attribute or as telemetry, per the type alias. Settings:
 * widgetTitle, showLabel / labelValue, min/max (value or length), isRequired / requiredErrorMessage, trueValue /
 * falseValue, showTimeInput, displayPreview / displayClearButton, latKeyName / lngKeyName and labels,
 * showGetLocation / enableHighAccuracy, showResultMessage.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button/button';
import { boolSetting, latestValue, strSetting, toNumber } from '../common/format';
import { NoData } from '../common/widget-ui';
import type { WidgetProps } from '../widget-contract';
import { Field, Form, Result, useSaveResult } from './input-ui';
import { updateTarget, validateValue, type ValueType } from './value-types';

function toWire(type: ValueType, text: string): unknown {
  if (type === 'integer') return parseInt(text, 10);
  if (type === 'double') return Number(text);
  if (type === 'date') return new Date(text).getTime();
  return text;
}

const pad = (n: number) => String(n).padStart(2, '0');
function dateInput(ms: unknown, withTime: boolean): string {
  const n = toNumber(ms);
  if (n === null) return '';
  const d = new Date(n);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return withTime ? `${date}T${pad(d.getHours())}:${pad(d.getMinutes())}` : date;
}

type Save = (values: Record<string, unknown>) => Promise<unknown>;
type Settings = WidgetProps['settings'];

/** boolean: a switch that saves on every flip, labelled with trueValue / falseValue. */
function BooleanControl({
  on,
  keyName,
  settings,
  save,
}: {
  on: boolean;
  keyName: string;
  settings: Settings;
  save: Save;
}) {
  const { t } = useTranslation();
  return (
    <label className="switch">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => void save({ [keyName]: e.target.checked })}
        data-testid="update-value-input"
      />
      <span>
        {on ? strSetting(settings.trueValue, t('widget.true')) : strSetting(settings.falseValue, t('widget.false'))}
      </span>
    </label>
  );
}

/** image: the current data-URL image as a preview, a file picker that saves the picked image, and a clear button. */
function ImageControl({
  current,
  label,
  keyName,
  settings,
  save,
}: {
  current: unknown;
  label: string;
  keyName: string;
  settings: Settings;
  save: Save;
}) {
  const { t } = useTranslation();
  const src = typeof current === 'string' && current.startsWith('data:image') ? current : '';
  return (
    <>
      {src && settings.displayPreview !== false ? (
        <img src={src} alt={label} style={{ maxHeight: 80, maxWidth: '100%' }} />
      ) : null}
      <input
        type="file"
        accept="image/*"
        data-testid="update-value-input"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (!f) return;
          const r = new FileReader();
          r.onload = () => void save({ [keyName]: String(r.result) });
          r.readAsDataURL(f);
        }}
      />
      {src && settings.displayClearButton !== false ? (
        <Button $variant="text" onClick={() => void save({ [keyName]: null })}>
          {t('action.clear')}
        </Button>
      ) : null}
    </>
  );
}

/** location: latitude and longitude inputs, optionally filled from the browser's geolocation. */
function LocationControl({
  loc,
  setLoc,
  settings,
}: {
  loc: [string, string];
  setLoc: (loc: [string, string]) => void;
  settings: Settings;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={strSetting(settings.latLabel) || t('widget.latitude')}>
        <input
          type="number"
          step="any"
          value={loc[0]}
          onChange={(e) => setLoc([e.target.value, loc[1]])}
          data-testid="update-value-lat"
        />
      </Field>
      <Field label={strSetting(settings.lngLabel) || t('widget.longitude')}>
        <input
          type="number"
          step="any"
          value={loc[1]}
          onChange={(e) => setLoc([loc[0], e.target.value])}
          data-testid="update-value-lng"
        />
      </Field>
      {settings.showGetLocation !== false && navigator.geolocation ? (
        <Button
          $variant="text"
          onClick={() =>
            navigator.geolocation.getCurrentPosition(
              (p) => setLoc([String(p.coords.latitude), String(p.coords.longitude)]),
              undefined,
              { enableHighAccuracy: boolSetting(settings.enableHighAccuracy) },
            )
          }
        >
          {t('widget.get-location')}
        </Button>
      ) : null}
    </>
  );
}

/** integer, double, string and date: one typed input whose error shows once it has been edited. */
function TextControl({
  type,
  withTime,
  label,
  error,
  text,
  onEdit,
}: {
  type: ValueType;
  withTime: boolean;
  label: string;
  error: string | null;
  text: string;
  onEdit: (text: string) => void;
}) {
  return (
    <Field label={label} error={error}>
      <input
        type={type === 'date' ? (withTime ? 'datetime-local' : 'date') : type === 'string' ? 'text' : 'number'}
        step={type === 'double' ? 'any' : type === 'integer' ? 1 : undefined}
        value={text}
        onChange={(e) => onEdit(e.target.value)}
        data-testid="update-value-input"
      />
    </Field>
  );
}

export function UpdateValueWidget({ data, settings, services, typeId }: WidgetProps) {
  const { t } = useTranslation();
  const { type, scope } = updateTarget(typeId.split('.')[1] ?? '');
  const d = data[0];
  const entity = d?.entity ?? null;
  const key = d?.keys[0];
  const current = latestValue(key);
  const withTime = settings.showTimeInput !== false;
  const initial =
    type === 'date' ? dateInput(current, withTime) : current === undefined || current === null ? '' : String(current);
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  const { result, run } = useSaveResult(boolSetting(settings.showResultMessage, true));
  useEffect(() => {
    if (!touched) setText(initial);
  }, [initial, touched]);
  const lat = d?.keys.find((k) => k.key.name === strSetting(settings.latKeyName, 'latitude'));
  const lng = d?.keys.find((k) => k.key.name === strSetting(settings.lngKeyName, 'longitude'));
  const [loc, setLoc] = useState<[string, string]>([String(latestValue(lat) ?? ''), String(latestValue(lng) ?? '')]);
  if (!entity || (!key && type !== 'location')) return <NoData />;
  const save = (values: Record<string, unknown>) =>
    run(() =>
      scope === 'TIMESERIES' ? services.saveTimeseries(entity, values) : services.saveAttributes(entity, scope, values),
    );
  const error =
    type === 'location' || type === 'boolean' || type === 'image' ? null : validateValue(type, text, settings);
  const errorText =
    error === 'required'
      ? strSetting(settings.requiredErrorMessage) || t('widget.value-required')
      : error
        ? t(`widget.value-${error}`)
        : null;
  const label = boolSetting(settings.showLabel, true) ? strSetting(settings.labelValue) || key?.key.label || '' : '';
  const title = strSetting(settings.widgetTitle);
  const keyName = key?.key.name ?? '';
  const control =
    type === 'boolean' ? (
      <BooleanControl on={String(current) === 'true'} keyName={keyName} settings={settings} save={save} />
    ) : type === 'image' ? (
      <ImageControl current={current} label={label} keyName={keyName} settings={settings} save={save} />
    ) : type === 'location' ? (
      <LocationControl loc={loc} setLoc={setLoc} settings={settings} />
    ) : (
      <TextControl
        type={type}
        withTime={withTime}
        label={label}
        error={touched ? errorText : null}
        text={text}
        onEdit={(value) => {
          setTouched(true);
          setText(value);
        }}
      />
    );
  const submittable = type !== 'boolean' && type !== 'image';
  const onSubmit = () => {
    if (type === 'location')
      return void save({
        [strSetting(settings.latKeyName, 'latitude')]: Number(loc[0]),
        [strSetting(settings.lngKeyName, 'longitude')]: Number(loc[1]),
      });
    if (error) return setTouched(true);
    void save({ [key!.key.name]: toWire(type, text) }).then(() => setTouched(false));
  };
  return (
    <Form
      data-testid="update-value"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {title ? <h3>{title}</h3> : null}
      <div className="fields">{control}</div>
      {submittable ? (
        <div className="buttons">
          <Button
            $variant="text"
            type="button"
            disabled={!touched}
            onClick={() => (setText(initial), setTouched(false))}
          >
            {t('widget.discard')}
          </Button>
          <Button type="submit" disabled={(!touched && type !== 'location') || !!error} data-testid="update-value-save">
            {t('action.update')}
          </Button>
        </div>
      ) : null}
      <Result result={result} />
    </Form>
  );
}
