/** Styled frame of the signed-in console: sidenav 250 px (seed 001 §9), toolbar, content area. */
import styled from 'styled-components';
import { breakpoints, v } from '../../ui/theme/tokens';

export const Frame = styled.div`
  display: flex;
  height: 100%;
  min-height: 100%;
  background: ${v('color-bg')};
`;

export const Sidenav = styled.nav`
  width: 250px;
  flex: none;
  background: ${v('color-sidenav')};
  color: ${v('color-sidenav-text')};
  display: flex;
  flex-direction: column;
  box-shadow: ${v('shadow-4')};
  z-index: 2;
  @media (max-width: ${breakpoints.sm - 1}px) {
    display: none;
  }
`;

export const SidenavBrand = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  height: 64px;
  padding: 0 16px;
  font-size: 18px;
  font-weight: 500;
  border-bottom: 1px solid rgba(255, 255, 255, 0.12);
`;

export const NavItem = styled.a`
  display: flex;
  align-items: center;
  gap: 16px;
  height: 48px;
  padding: 0 16px;
  color: inherit;
  text-decoration: none;
  font-weight: 500;
  &[aria-current='page'] {
    background: rgba(255, 255, 255, 0.12);
  }
`;

export const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

export const Toolbar = styled.header`
  height: 64px;
  flex: none;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 8px 0 24px;
  background: ${v('color-surface')};
  color: ${v('color-text')};
  box-shadow: ${v('shadow-1')};
  z-index: 1;
`;

export const ToolbarTitle = styled.h1`
  flex: 1;
  margin: 0;
  font-size: 20px;
  font-weight: 500;
`;

export const UserBox = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${v('color-text')};
  > svg {
    color: ${v('color-text-secondary')};
  }
  small {
    color: ${v('color-text-secondary')};
    font-size: 12px;
  }
  line-height: 1.25;
`;

export const Content = styled.div`
  flex: 1;
  overflow: auto;
  padding: 24px;
`;

export const WelcomeCard = styled.section`
  max-width: 880px;
  padding: 24px;
  border-radius: 8px;
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
  h2 {
    margin: 0 0 8px;
    font-weight: 400;
    font-size: 22px;
  }
  p {
    margin: 0;
    color: ${v('color-text-secondary')};
  }
`;
