/**
 * Product logo that opens the provider's website in a new tab.
 * The mark is inline SVG; the link is labelled and says that it opens a new tab.
 */
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { LogoMark } from '../icons/icons';
import { v } from '../theme/tokens';

/** The provider's website the logo opens by default (the platform the console speaks to). */
export const PROVIDER_WEBSITE = 'https://thingsboard.io';

export interface LogoProps {
  /** The provider's website (http or https); default PROVIDER_WEBSITE. */
  href?: string;
  /** Show the product name next to the mark (default true). */
  showTitle?: boolean;
  size?: number;
  testId?: string;
}

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  color: inherit;
  text-decoration: none;
  border-radius: 4px;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  &:hover > svg {
    filter: drop-shadow(0 0 4px ${v('color-focus')});
  }
`;

export function Logo({ href = PROVIDER_WEBSITE, showTitle = true, size = 34, testId }: LogoProps) {
  const { t } = useTranslation();
  const url = /^https?:\/\//i.test(href) ? href : PROVIDER_WEBSITE;
  const name = t('app.title');
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('logo.open-website', { name })}
      title={t('logo.open-website', { name })}
      data-testid={testId}
    >
      <LogoMark size={size} />
      {showTitle ? <span aria-hidden="true">{name}</span> : null}
    </Link>
  );
}
