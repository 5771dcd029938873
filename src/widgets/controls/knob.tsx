/**
 * A rotary knob (SVG): 270° of travel from min to max, dragged with the pointer or moved with the arrow keys;
 * `onChange` while turning, `onCommit` when released.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

export interface KnobProps {
  size: number;
  min: number;
  max: number;
  value: number;
  disabled?: boolean;
  onChange(value: number): void;
  onCommit(value: number): void;
}

const START = -135;
const SWEEP = 270;

function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = ((deg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

export function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const [x1, y1] = polar(cx, cy, r, from);
  const [x2, y2] = polar(cx, cy, r, to);
  return `M ${x1} ${y1} A ${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${x2} ${y2}`;
}

export function Knob({ size, min, max, value, disabled, onChange, onCommit }: KnobProps) {
  const ref = useRef<SVGSVGElement>(null);
  const last = useRef(value);
  const span = max - min || 1;
  const clamped = Math.min(max, Math.max(min, value));
  const angle = START + ((clamped - min) / span) * SWEEP;
  const c = size / 2;
  const r = size / 2 - 8;
  const fromPointer = (e: PointerEvent) => {
    const box = ref.current!.getBoundingClientRect();
    let deg =
      (Math.atan2(e.clientY - box.top - box.height / 2, e.clientX - box.left - box.width / 2) * 180) / Math.PI + 90;
    if (deg > 180) deg -= 360;
    deg = Math.min(START + SWEEP, Math.max(START, deg));
    const v = Math.round(min + ((deg - START) / SWEEP) * span);
    last.current = v;
    onChange(v);
  };
  const key = (e: KeyboardEvent) => {
    const step =
      e.key === 'ArrowUp' || e.key === 'ArrowRight' ? 1 : e.key === 'ArrowDown' || e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const v = Math.min(max, Math.max(min, clamped + step * Math.max(1, Math.round(span / 100))));
    onChange(v);
    onCommit(v);
  };
  const [px, py] = polar(c, c, r - 14, angle);
  return (
    <svg
      ref={ref}
      width={size}
      height={size}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-disabled={disabled}
      style={{ touchAction: 'none', cursor: disabled ? 'default' : 'grab', opacity: disabled ? 0.6 : 1 }}
      onPointerDown={(e) => {
        if (disabled) return;
        (e.target as Element).setPointerCapture?.(e.pointerId);
        fromPointer(e);
      }}
      onPointerMove={(e) => !disabled && e.buttons === 1 && fromPointer(e)}
      onPointerUp={() => !disabled && onCommit(last.current)}
      onKeyDown={key}
      data-testid="knob"
    >
      <path
        d={arcPath(c, c, r, START, START + SWEEP)}
        stroke="rgba(127,127,127,.3)"
        strokeWidth={6}
        fill="none"
        strokeLinecap="round"
      />
      <path
        d={arcPath(c, c, r, START, Math.max(START + 0.5, angle))}
        stroke="var(--iot-color-primary, #305680)"
        strokeWidth={6}
        fill="none"
        strokeLinecap="round"
      />
      <circle cx={c} cy={c} r={r - 10} fill="var(--iot-color-surface-2, #f5f7fa)" stroke="rgba(0,0,0,.15)" />
      <circle cx={px} cy={py} r={4} fill="var(--iot-color-primary, #305680)" />
      <text x={c} y={c + 6} textAnchor="middle" fontSize={Math.max(12, size / 6)} fill="currentColor">
        {clamped}
      </text>
    </svg>
  );
}
