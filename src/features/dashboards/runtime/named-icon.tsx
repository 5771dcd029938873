/** Icons named in dashboard JSON (widget actions, title icons), drawn from our inline SVG set (lazy chunk). */
import { iconPaths } from '../../../ui/icons/icon-catalogue';

/** A Material icon by name (our inline set), or a generic one. */
export function NamedIcon({ name, size = 20, color }: { name?: string; size?: number; color?: string }) {
  const d =
    (name && iconPaths.get(name)) || 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10z';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={color ?? 'currentColor'}
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
