/**
 * The grid settings of one layout: columns, margin, background colour, text colour, background image and its size
 * mode, fill the screen height (desktop and mobile), mobile row height.
 */
import { useTranslation } from '../../../../i18n/use-translation';
import { ColorInput } from '../../../../ui/color-picker/color-input';
import { ImageUpload } from '../../../../ui/image-upload/image-upload';
import { Select } from '../../../../ui/select/select';
import { TextField } from '../../../../ui/text-field/text-field';
import { Toggle } from '../../../../ui/toggle/toggle';
import type { TbJson } from '../panel-contract';
import { Row, Stack } from '../shared/editor-styles';
import { BACKGROUND_SIZE_MODES, GRID_LIMITS, gridErrors } from './layouts-model';

const MODE_KEYS: Record<string, string> = {
  '100%': 'fit-width',
  'auto 100%': 'fit-height',
  cover: 'cover',
  contain: 'contain',
  auto: 'original-size',
};

export interface GridSettingsFormProps {
  value: TbJson;
  onChange(value: TbJson): void;
  /** Prefix of the test ids ("main" / "right"). */
  id: string;
}

export function GridSettingsForm({ value, onChange, id }: GridSettingsFormProps) {
  const { t } = useTranslation();
  const errors = gridErrors(value);
  const set = (patch: TbJson) => onChange({ ...value, ...patch });
  const num = (field: keyof typeof GRID_LIMITS, label: string) => (
    <TextField
      label={label}
      type="number"
      required
      min={GRID_LIMITS[field].min}
      max={GRID_LIMITS[field].max}
      step={1}
      value={typeof value[field] === 'number' && Number.isFinite(value[field]) ? String(value[field]) : ''}
      error={errors[field] ? t(errors[field]!) : undefined}
      onChange={(e) => set({ [field]: e.target.value === '' ? null : Number(e.target.value) })}
      data-testid={`${id}-${field}`}
    />
  );
  const mode = String(value.backgroundSizeMode ?? '100%');
  const modes: string[] = BACKGROUND_SIZE_MODES.includes(mode as never)
    ? [...BACKGROUND_SIZE_MODES]
    : [...BACKGROUND_SIZE_MODES, mode];
  return (
    <Stack data-testid={`${id}-grid`}>
      <Row>
        {num('columns', t('layout.columns'))}
        {num('margin', t('layout.margin'))}
      </Row>
      <Row>
        <ColorInput
          label={t('layout.background-color')}
          required
          value={(value.backgroundColor as string | null) ?? null}
          error={errors.backgroundColor ? t(errors.backgroundColor) : null}
          onChange={(backgroundColor) => set({ backgroundColor })}
          testId={`${id}-background-color`}
        />
        <ColorInput
          label={t('layout.text-color')}
          value={(value.color as string | null) ?? null}
          onChange={(color) => set({ color })}
          testId={`${id}-text-color`}
        />
      </Row>
      <Row $cols="2fr 1fr">
        <ImageUpload
          label={t('layout.background-image')}
          value={(value.backgroundImageUrl as string | null) ?? null}
          onChange={(backgroundImageUrl) => set({ backgroundImageUrl })}
          testId={`${id}-background-image`}
        />
        <Select<string>
          label={t('layout.background-size-mode')}
          value={mode}
          options={modes.map((m) => ({ value: m, label: MODE_KEYS[m] ? t(`layout.size-${MODE_KEYS[m]}`) : m }))}
          onChange={(backgroundSizeMode) => set({ backgroundSizeMode })}
          testId={`${id}-background-size-mode`}
        />
      </Row>
      <Toggle
        label={t('layout.autofill-height')}
        checked={value.autoFillHeight === true}
        onChange={(autoFillHeight) => set({ autoFillHeight })}
        data-testid={`${id}-autofill`}
      />
      <Toggle
        label={t('layout.mobile-autofill-height')}
        checked={value.mobileAutoFillHeight === true}
        onChange={(mobileAutoFillHeight) => set({ mobileAutoFillHeight })}
        data-testid={`${id}-mobile-autofill`}
      />
      <Row>{num('mobileRowHeight', t('layout.mobile-row-height'))}</Row>
    </Stack>
  );
}
