/**
 * User menu: avatar, and on wide screens the display name (first + last name, or the email) with the
 * authority label; Profile and Logout for authenticated users (Profile not for public users).
 */
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { authorityLabelKey, displayName } from '../../session/auth-user';
import { getSession } from '../../session/session';
import { useSession } from '../../session/use-session';
import { AccountCircleIcon, LogoutIcon } from '../../ui/icons/icons';
import { PersonIcon } from '../../ui/icons/nav-icons';
import { Menu, MenuItem } from '../../ui/menu/menu';
import { v } from '../../ui/theme/tokens';

const Trigger = styled.button<{ $wide: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  max-width: 280px;
  height: 48px;
  padding-block: 0;
  padding-inline: 4px ${(p) => (p.$wide ? '12px' : '4px')};
  border: none;
  border-radius: 24px;
  background: transparent;
  color: ${v('color-text')};
  font: inherit;
  text-align: start;
  line-height: 1.25;
  cursor: pointer;
  > svg {
    flex: none;
    color: ${v('color-text-secondary')};
  }
  &:hover {
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${v('color-focus')};
  }
  .who {
    min-width: 0;
    display: ${(p) => (p.$wide ? 'block' : 'none')};
  }
  .who > * {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  small {
    font-size: 12px;
    color: ${v('color-text-secondary')};
  }
`;

/** The toolbar's user menu. `wide` shows the name and authority next to the avatar. */
export function UserMenu({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const user = session.userDetails;
  const auth = session.authUser;
  const name = displayName({
    firstName: user?.firstName ?? auth?.firstName,
    lastName: user?.lastName ?? auth?.lastName,
    email: user?.email ?? auth?.sub,
  });
  const authority = auth ? t(authorityLabelKey(auth.authority)) : '';
  return (
    <Menu
      label={t('home.user-menu')}
      testId="user-menu"
      trigger={(props) => (
        <Trigger
          {...props}
          $wide={wide}
          aria-label={wide ? undefined : `${t('home.user-menu')}: ${name}, ${authority}`}
          title={t('home.user-menu')}
          data-testid="user-menu-button"
        >
          <AccountCircleIcon size={36} />
          <span className="who">
            <span data-testid="user-display-name">{name}</span>
            <small data-testid="user-authority">{authority}</small>
          </span>
        </Trigger>
      )}
    >
      {session.isAuthenticated && !auth?.isPublic ? (
        <MenuItem onSelect={() => navigate('/profile')} testId="profile">
          <PersonIcon />
          <span>{t('home.profile')}</span>
        </MenuItem>
      ) : null}
      {session.isAuthenticated ? (
        <MenuItem onSelect={() => void getSession().logout()} testId="logout">
          <LogoutIcon />
          <span>{t('home.logout')}</span>
        </MenuItem>
      ) : null}
    </Menu>
  );
}
