/**
 * Inline SVG icons (no icon font). Paths are drawn on a 24×24 grid in the Material style.
 * Decorative by default (aria-hidden); pass `title` for a labelled icon.
 */
import type { SVGProps } from 'react';

/** Props of every icon component. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number; title?: string };

/**
 * Build an icon component from one 24×24 path (exported for the other icon files of src/ui/icons). Pure: an icon
 * nobody imports is dropped from the bundle; look-up by name goes through icon-catalogue.ts, loaded where needed.
 */
export function makeIcon(name: string, d: string) {
  function Icon({ size = 24, title, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        data-icon={name}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        <path d={d} />
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  Icon.iconName = name;
  Icon.iconPath = d;
  return Icon;
}

export const VisibilityIcon = /*#__PURE__*/ makeIcon(
  'visibility',
  'M12 4.5C7 4.5 2.7 7.6 1 12c1.7 4.4 6 7.5 11 7.5s9.3-3.1 11-7.5c-1.7-4.4-6-7.5-11-7.5zm0 12.5a5 5 0 1 1 0-10 5 5 0 0 1 0 10zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
);
export const VisibilityOffIcon = /*#__PURE__*/ makeIcon(
  'visibility_off',
  'M12 7a5 5 0 0 1 5 5c0 .65-.13 1.26-.36 1.83l2.92 2.92A11.8 11.8 0 0 0 23 12c-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7zM2 4.27l2.28 2.28.46.46A11.8 11.8 0 0 0 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3 2 4.27zM7.53 9.8l1.55 1.55A3 3 0 0 0 12 15c.22 0 .44-.03.65-.08l1.55 1.55A5 5 0 0 1 7.53 9.8zm4.31-.78 3.15 3.15.02-.16a3 3 0 0 0-3-3l-.17.01z',
);
export const LogoutIcon = /*#__PURE__*/ makeIcon(
  'logout',
  'M17 7l-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5-5-5zM4 5h8V3H4a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h8v-2H4V5z',
);
export const AccountCircleIcon = /*#__PURE__*/ makeIcon(
  'account_circle',
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm0 14.2a7.2 7.2 0 0 1-6-3.22c.03-1.99 4-3.08 6-3.08 1.99 0 5.97 1.09 6 3.08a7.2 7.2 0 0 1-6 3.22z',
);
export const HomeIcon = /*#__PURE__*/ makeIcon('home', 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z');
export const ErrorIcon = /*#__PURE__*/ makeIcon(
  'error',
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z',
);
/** The product mark: a hub with three linked nodes. */
export const LogoMark = /*#__PURE__*/ makeIcon(
  'logo',
  'M12 8.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM4.5 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zm15 0a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM12 17a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM5.9 6.2l3.6 3.6-1.06 1.06-3.6-3.6L5.9 6.2zm12.2 0 1.06 1.06-3.6 3.6-1.06-1.06 3.6-3.6zM11.25 15.5h1.5v2h-1.5v-2z',
);
