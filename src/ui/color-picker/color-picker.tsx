/**
 * Inline colour picker: preset swatches, hue / saturation / lightness / opacity sliders (native ranges, keyboard
 * operable) and a text field for hex or rgba values. Emits '#rrggbb' or 'rgba(…)'; null while the text is invalid.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { TextField } from '../text-field/text-field';
import { v } from '../theme/tokens';
import { formatColor, hslToRgb, parseColor, rgbToHsl, SWATCHES, type Hsla } from './color';

export interface ColorPickerProps {
  value: string | null;
  onChange(color: string | null): void;
  error?: string;
}

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(10, 1fr);
  gap: 6px;
  margin-bottom: 12px;
`;

const Swatch = styled.button.attrs({ type: 'button' })<{ $color: string; $on: boolean }>`
  aspect-ratio: 1;
  min-width: 22px;
  border-radius: 50%;
  border: 2px solid ${(p) => (p.$on ? v('color-text') : 'transparent')};
  background: ${(p) => p.$color};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${v('color-focus')};
  }
`;

const Slider = styled.label`
  display: grid;
  grid-template-columns: 90px 1fr 40px;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  color: ${v('color-text-secondary')};
  & > input {
    width: 100%;
    accent-color: ${v('color-primary')};
  }
`;

const PreviewRow = styled.div`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: 12px;
  align-items: start;
  margin-top: 12px;
`;

const Preview = styled.div<{ $color: string }>`
  height: 52px;
  border-radius: 4px;
  border: 1px solid ${v('color-divider')};
  background: linear-gradient(${(p) => p.$color}, ${(p) => p.$color}),
    repeating-conic-gradient(#ccc 0% 25%, #fff 0% 50%) 50% / 12px 12px;
`;

export function ColorPicker({ value, onChange, error }: ColorPickerProps) {
  const { t } = useTranslation();
  const parsed = parseColor(value);
  const [hsl, setHsl] = useState<Hsla>(() => rgbToHsl(parsed ?? { r: 33, g: 150, b: 243, a: 1 }));
  const [text, setText] = useState(value ?? '');
  const emitHsl = (next: Hsla) => {
    setHsl(next);
    const c = formatColor(hslToRgb(next));
    setText(c);
    onChange(c);
  };
  const sliders: { key: keyof Hsla; label: string; max: number; scale: number }[] = [
    { key: 'h', label: t('color.hue'), max: 360, scale: 1 },
    { key: 's', label: t('color.saturation'), max: 100, scale: 1 },
    { key: 'l', label: t('color.lightness'), max: 100, scale: 1 },
    { key: 'a', label: t('color.opacity'), max: 100, scale: 100 },
  ];
  return (
    <div data-testid="color-picker">
      <Swatches role="group" aria-label={t('color.swatches')}>
        {SWATCHES.map((c) => (
          <Swatch
            key={c}
            $color={c}
            $on={value === c}
            aria-label={c}
            aria-pressed={value === c}
            onClick={() => {
              const p = parseColor(c)!;
              setHsl(rgbToHsl(p));
              setText(c);
              onChange(c);
            }}
          />
        ))}
      </Swatches>
      {sliders.map((s) => (
        <Slider key={s.key}>
          <span>{s.label}</span>
          <input
            type="range"
            min={0}
            max={s.max}
            step={1}
            value={Math.round(hsl[s.key] * s.scale)}
            onChange={(e) => emitHsl({ ...hsl, [s.key]: Number(e.target.value) / s.scale })}
            data-slider={s.key}
          />
          <span>{Math.round(hsl[s.key] * s.scale)}</span>
        </Slider>
      ))}
      <PreviewRow>
        <Preview $color={parsed ? formatColor(parsed) : 'transparent'} data-testid="color-preview" />
        <TextField
          label={t('color.value')}
          value={text}
          error={error ?? (text && !parsed ? t('color.invalid') : undefined)}
          onChange={(e) => {
            setText(e.target.value);
            const p = parseColor(e.target.value);
            if (p) setHsl(rgbToHsl(p));
            onChange(p ? formatColor(p) : null);
          }}
        />
      </PreviewRow>
    </div>
  );
}
