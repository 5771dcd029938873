/**
 * The signed-in frame, first slice: side navigation, toolbar with the user's display name and authority label
 * (seed 000 §2 "User menu") and Logout. Menus per role, breadcrumbs and search arrive with the shell issue.
 */
import { useTranslation } from 'react-i18next';
import { getSession } from '../../session/session';
import { useSession } from '../../session/use-session';
import { authorityLabelKey, displayName } from '../../session/auth-user';
import { IconButton } from '../../ui/button/button';
import { AccountCircleIcon, HomeIcon, LogoMark, LogoutIcon } from '../../ui/icons/icons';
import { Content, Frame, Main, NavItem, Sidenav, SidenavBrand, Toolbar, ToolbarTitle, UserBox, WelcomeCard } from './shell-layout';

export function ConsoleShell() {
  const { t } = useTranslation();
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
    <Frame>
      <Sidenav aria-label={t('home.home')}>
        <SidenavBrand>
          <LogoMark size={32} />
          <span>{t('app.title')}</span>
        </SidenavBrand>
        <NavItem aria-current="page">
          <HomeIcon size={20} />
          <span>{t('home.home')}</span>
        </NavItem>
      </Sidenav>
      <Main>
        <Toolbar>
          <ToolbarTitle>{t('home.home')}</ToolbarTitle>
          <UserBox data-testid="user-menu">
            <AccountCircleIcon size={36} />
            <div>
              <div data-testid="user-display-name">{name}</div>
              <small data-testid="user-authority">{authority}</small>
            </div>
            <IconButton
              aria-label={t('home.logout')}
              title={t('home.logout')}
              data-testid="logout"
              onClick={() => void getSession().logout()}
            >
              <LogoutIcon />
            </IconButton>
          </UserBox>
        </Toolbar>
        <Content>
          <WelcomeCard>
            <h2>{t('home.welcome', { name })}</h2>
            <p>{t('home.welcome-text')}</p>
          </WelcomeCard>
        </Content>
      </Main>
    </Frame>
  );
}
