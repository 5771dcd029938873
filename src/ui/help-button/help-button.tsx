/**
 * Help button: opens the documentation in a new tab. Accepts a known link id (resolved through `links`, e.g. the
 * product's help-link table) or a full http(s) URL; anything else renders nothing.
 */
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { HelpIcon } from '../icons/control-icons';
import { v } from '../theme/tokens';

export interface HelpButtonProps {
  /** A link id known to `links`, or an http(s) URL. */
  helpId: string;
  /** Link id → URL table supplied by the app. */
  links?: Readonly<Record<string, string>>;
  label?: string;
}

const Link = styled.a`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: ${v('color-text-secondary')};
  &:hover,
  &:focus-visible {
    outline: none;
    color: ${v('color-primary')};
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
`;

/** The URL a help id points at, or null. */
export function resolveHelpUrl(helpId: string, links: Readonly<Record<string, string>> = {}): string | null {
  if (/^https?:\/\//i.test(helpId)) return helpId;
  const url = links[helpId];
  return url && /^https?:\/\//i.test(url) ? url : null;
}

export function HelpButton({ helpId, links, label }: HelpButtonProps) {
  const { t } = useTranslation();
  const url = resolveHelpUrl(helpId, links);
  if (!url) return null;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ?? t('help.goto-help-page')}
      title={label ?? t('help.goto-help-page')}
    >
      <HelpIcon size={22} />
    </Link>
  );
}
