/**
 * Form widgets of input_widgets: update_multiple_attributes (one form per entity; per key dataKeyType server /
 * shared / timeseries, dataKeyValueType string / double / integer / booleanCheckbox / booleanSwitch / dateTime,
 * step, min/max, required, isEditable, disabledOnDataKey, dataKeyHidden; action buttons or save on change),
 * update_json_attribute, device_claiming_widget and web_camera_input (photo to a telemetry key).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button/button';
import { boolSetting, latestValue, numSetting, strSetting } from '../common/format';
import { fillPattern, rowVariables } from '../common/pattern';
import { NoData } from '../common/widget-ui';
import type { DataKeyConfig, DatasourceData, WidgetEntity, WidgetProps, WidgetServices } from '../widget-contract';
import { Field, Form, Result, useSaveResult } from './input-ui';

interface KeyInput {
  key: DataKeyConfig;
  s: Record<string, unknown>;
  value: unknown;
}

function saveByScope(
  services: WidgetServices,
  entity: WidgetEntity,
  inputs: KeyInput[],
  values: Record<string, unknown>,
) {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const k of inputs) {
    if (!(k.key.name in values)) continue;
    const scope = strSetting(k.s.dataKeyType, k.key.type === 'timeseries' ? 'timeseries' : 'server');
    (groups[scope] ??= {})[k.key.name] = values[k.key.name];
  }
  return Promise.all(
    Object.entries(groups).map(([scope, v]) =>
      scope === 'timeseries'
        ? services.saveTimeseries(entity, v)
        : services.saveAttributes(entity, scope === 'shared' ? 'SHARED_SCOPE' : 'SERVER_SCOPE', v),
    ),
  );
}

function parseInput(type: string, raw: string | boolean): unknown {
  if (type.startsWith('boolean')) return raw === true;
  if (type === 'double') return raw === '' ? null : Number(raw);
  if (type === 'integer') return raw === '' ? null : parseInt(String(raw), 10);
  if (type === 'dateTime' || type === 'date' || type === 'time')
    return raw === '' ? null : new Date(String(raw)).getTime();
  return raw;
}

/** The HTML input type for a key's dataKeyValueType. */
function inputType(type: string): string {
  if (type === 'double' || type === 'integer') return 'number';
  if (type === 'dateTime') return 'datetime-local';
  if (type === 'date') return 'date';
  if (type === 'time') return 'time';
  return 'text';
}

/**
 * One key's input: a switch for the boolean types (saved on change), otherwise a typed input edited freely and
 * parsed on blur. isEditable 'disabled' or an unset disabledOnDataKey key disables it, 'readonly' makes it read-only.
 */
function KeyField({
  input: i,
  values,
  dirty,
  missing,
  onEdit,
  onChange,
}: {
  input: KeyInput;
  values: Record<string, unknown>;
  dirty: boolean;
  missing: boolean;
  onEdit: (raw: string) => void;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const type = strSetting(i.s.dataKeyValueType, 'string');
  const disabledBy = strSetting(i.s.disabledOnDataKey);
  const disabled = i.s.isEditable === 'disabled' || (!!disabledBy && String(values[disabledBy]) !== 'true');
  const readOnly = i.s.isEditable === 'readonly';
  const v = values[i.key.name];
  if (type.startsWith('boolean')) {
    return (
      <label className="switch">
        <input
          type="checkbox"
          checked={String(v) === 'true'}
          disabled={disabled || readOnly}
          onChange={(e) => onChange(e.target.checked)}
          data-testid={`attr-${i.key.name}`}
        />
        <span>{i.key.label}</span>
      </label>
    );
  }
  const err =
    i.s.required === true && missing ? strSetting(i.s.requiredErrorMessage) || t('widget.value-required') : null;
  return (
    <Field label={i.key.label} error={dirty ? err : null}>
      <input
        type={inputType(type)}
        step={type === 'integer' ? 1 : type === 'double' ? numSetting(i.s.step, 1) : undefined}
        min={i.s.minValue as number | undefined}
        max={i.s.maxValue as number | undefined}
        disabled={disabled}
        readOnly={readOnly}
        value={v === null || v === undefined ? '' : String(v)}
        onChange={(e) => onEdit(e.target.value)}
        onBlur={(e) => onChange(parseInput(type, e.target.value))}
        data-testid={`attr-${i.key.name}`}
      />
    </Field>
  );
}

function EntityForm({
  d,
  settings,
  services,
}: {
  d: DatasourceData;
  settings: Record<string, unknown>;
  services: WidgetServices;
}) {
  const { t } = useTranslation();
  const inputs: KeyInput[] = d.keys.map((k) => ({ key: k.key, s: k.key.settings, value: latestValue(k) }));
  const initial = Object.fromEntries(inputs.map((i) => [i.key.name, i.value]));
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [dirty, setDirty] = useState<Set<string>>(new Set());
  const { result, run } = useSaveResult(boolSetting(settings.showResultMessage, true));
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    if (dirty.size === 0) setValues(JSON.parse(initialKey) as Record<string, unknown>);
  }, [initialKey]);
  const buttons = boolSetting(settings.showActionButtons, true);
  const entity = d.entity;
  if (!entity) return null;
  const save = (subset: Record<string, unknown>) =>
    run(() => saveByScope(services, entity, inputs, subset)).then(() => setDirty(new Set()));
  const change = (name: string, v: unknown) => {
    setValues((cur) => ({ ...cur, [name]: v }));
    if (buttons) setDirty((s) => new Set(s).add(name));
    else void save({ [name]: v });
  };
  const missing = inputs.filter(
    (i) =>
      i.s.required === true &&
      (values[i.key.name] === '' || values[i.key.name] === null || values[i.key.name] === undefined),
  );
  return (
    <section>
      {settings.showGroupTitle !== false && settings.groupTitle ? (
        <h3>{fillPattern(strSetting(settings.groupTitle), rowVariables(d))}</h3>
      ) : null}
      <div className={`fields${settings.fieldsAlignment === 'column' ? ' column' : ''}`}>
        {inputs
          .filter((i) => !i.s.dataKeyHidden)
          .map((i, n) => (
            // Key names need not be unique (the bundles' default configs repeat 'f(x)'), so the position keys it.
            <KeyField
              key={`${n}-${i.key.name}`}
              input={i}
              values={values}
              dirty={dirty.has(i.key.name)}
              missing={missing.includes(i)}
              onEdit={(value) => setValues((cur) => ({ ...cur, [i.key.name]: value }))}
              onChange={(value) => change(i.key.name, value)}
            />
          ))}
      </div>
      {buttons ? (
        <div className="buttons">
          <Button
            $variant="text"
            type="button"
            disabled={dirty.size === 0}
            onClick={() => (setValues(initial), setDirty(new Set()))}
          >
            {strSetting(settings.resetButtonLabel) || t('widget.discard')}
          </Button>
          <Button
            type="button"
            disabled={dirty.size === 0 || missing.length > 0}
            onClick={() =>
              void save(
                boolSetting(settings.updateAllValues)
                  ? values
                  : Object.fromEntries([...dirty].map((k) => [k, values[k]])),
              )
            }
            data-testid="attrs-save"
          >
            {strSetting(settings.saveButtonLabel) || t('action.save')}
          </Button>
        </div>
      ) : null}
      <Result result={result} />
    </section>
  );
}

export function MultipleAttributesWidget({ data, settings, services }: WidgetProps) {
  if (!data.some((d) => d.entity)) return <NoData />;
  return (
    <Form data-testid="multiple-attributes" onSubmit={(e) => e.preventDefault()}>
      {settings.widgetTitle ? <h3>{strSetting(settings.widgetTitle)}</h3> : null}
      {data.map((d, i) => (
        <EntityForm key={`${d.index}-${d.entity?.id ?? i}`} d={d} settings={settings} services={services} />
      ))}
    </Form>
  );
}

export function JsonAttributeWidget({ data, settings, services }: WidgetProps) {
  const { t } = useTranslation();
  const d = data[0];
  const key = d?.keys[0];
  const current = latestValue(key);
  const [text, setText] = useState(() =>
    current === undefined ? '' : typeof current === 'string' ? current : JSON.stringify(current, null, 2),
  );
  const { result, run } = useSaveResult(boolSetting(settings.showResultMessage, true));
  if (!d?.entity || !key) return <NoData />;
  let error: string | null = null;
  try {
    if (text.trim()) JSON.parse(text);
    else if (settings.attributeRequired !== false) error = t('value.json-value-required');
  } catch {
    error = t('value.json-value-invalid');
  }
  const scope =
    strSetting(settings.attributeScope, 'SERVER_SCOPE') === 'SHARED_SCOPE' ? 'SHARED_SCOPE' : 'SERVER_SCOPE';
  return (
    <Form
      data-testid="json-attribute"
      onSubmit={(e) => (
        e.preventDefault(),
        !error &&
          void run(() => services.saveAttributes(d.entity!, scope, { [key.key.name]: JSON.parse(text || 'null') }))
      )}
    >
      {settings.widgetTitle ? <h3>{strSetting(settings.widgetTitle)}</h3> : null}
      <Field label={settings.showLabel !== false ? strSetting(settings.labelValue) || key.key.label : ''} error={error}>
        <textarea
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
          style={{ fontFamily: 'monospace' }}
        />
      </Field>
      <div className="buttons">
        <Button type="submit" disabled={!!error}>
          {t('action.save')}
        </Button>
      </div>
      <Result result={result} />
    </Form>
  );
}

export function DeviceClaimingWidget({ settings, services }: WidgetProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const withSecret = boolSetting(settings.deviceSecret);
  const submit = async () => {
    const r = await services.claimDevice(name.trim(), secret);
    const text =
      r === 'SUCCESS'
        ? strSetting(settings.successfulClaimDevice) || t('widget.claim-success')
        : r === 'CLAIMED'
          ? t('widget.claim-claimed')
          : strSetting(settings.failedClaimDevice) || t('widget.claim-failed');
    setMessage({ ok: r === 'SUCCESS', text });
  };
  return (
    <Form data-testid="device-claiming" onSubmit={(e) => (e.preventDefault(), void submit())}>
      {settings.widgetTitle ? <h3>{strSetting(settings.widgetTitle)}</h3> : null}
      <div className="fields">
        <Field
          label={strSetting(settings.deviceLabel) || t('widget.device-name')}
          error={name === '' && message ? strSetting(settings.requiredErrorDevice) || t('widget.value-required') : null}
        >
          <input value={name} onChange={(e) => setName(e.target.value)} required data-testid="claim-name" />
        </Field>
        {withSecret ? (
          <Field label={strSetting(settings.secretKeyLabel) || t('widget.secret-key')}>
            <input type="password" value={secret} onChange={(e) => setSecret(e.target.value)} />
          </Field>
        ) : null}
      </div>
      <div className="buttons">
        <Button type="submit" disabled={!name.trim()} data-testid="claim-submit">
          {strSetting(settings.labelClaimButon) || t('widget.claim')}
        </Button>
      </div>
      {message ? <Result result={{ ok: message.ok, message: message.text }} /> : null}
    </Form>
  );
}

export function WebCameraInputWidget({ data, settings, services }: WidgetProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { result, run } = useSaveResult(true);
  useEffect(() => () => stream?.getTracks().forEach((tr) => tr.stop()), [stream]);
  const entity = data[0]?.entity;
  const key = data[0]?.keys[0];
  const start = async () => {
    try {
      const s = await navigator.mediaDevices.getUserMedia({ video: true });
      setStream(s);
      if (video.current) video.current.srcObject = s;
    } catch (e) {
      setError(`${t('widget.camera-unavailable')}: ${(e as Error).message}`);
    }
  };
  const take = () => {
    const v = video.current;
    if (!v) return;
    const w = Math.min(v.videoWidth, numSetting(settings.maxWidth, 640));
    const h = Math.round((v.videoHeight * w) / Math.max(1, v.videoWidth));
    const c = document.createElement('canvas');
    c.width = w;
    c.height = Math.min(h, numSetting(settings.maxHeight, 480));
    c.getContext('2d')?.drawImage(v, 0, 0, c.width, c.height);
    setPhoto(c.toDataURL(strSetting(settings.imageFormat, 'image/png'), numSetting(settings.imageQuality, 0.92)));
  };
  return (
    <Form data-testid="web-camera" onSubmit={(e) => e.preventDefault()}>
      {settings.widgetTitle ? <h3>{strSetting(settings.widgetTitle)}</h3> : null}
      {photo ? (
        <img src={photo} alt="" style={{ maxHeight: '60%', objectFit: 'contain' }} />
      ) : (
        <video
          ref={video}
          autoPlay
          muted
          playsInline
          style={{ maxHeight: '60%', display: stream ? 'block' : 'none' }}
        />
      )}
      {error ? <Result result={{ ok: false, message: error }} /> : null}
      <div className="buttons">
        {!stream ? (
          <Button type="button" onClick={() => void start()}>
            {t('widget.start-camera')}
          </Button>
        ) : null}
        {stream && !photo ? (
          <Button type="button" onClick={take}>
            {t('widget.take-photo')}
          </Button>
        ) : null}
        {photo ? (
          <>
            <Button $variant="text" type="button" onClick={() => setPhoto(null)}>
              {t('widget.discard')}
            </Button>
            <Button
              type="button"
              disabled={!entity || !key}
              onClick={() =>
                entity && key && void run(() => services.saveTimeseries(entity, { [key.key.name]: photo }))
              }
            >
              {t('action.save')}
            </Button>
          </>
        ) : null}
      </div>
      <Result result={result} />
    </Form>
  );
}
