/**
 * Styled frame of the signed-in console (seed 000 §2, 001 §9): sidenav 250 px (full width − 56 px under 456 px)
 * on the primary colour, docked from md up and an overlay below; white toolbar; content; footer.
 */
import styled, { css } from 'styled-components';
import { v } from '../../ui/theme/tokens';

export const SIDENAV_WIDTH = 250;

export const Frame = styled.div`
  position: relative;
  display: flex;
  height: 100%;
  min-height: 100%;
  overflow: hidden;
  background: ${v('color-bg')};
`;

export const Sidenav = styled.nav<{ $overlay: boolean; $open: boolean; $narrow: boolean }>`
  width: ${(p) => (p.$narrow ? 'calc(100% - 56px)' : `${SIDENAV_WIDTH}px`)};
  flex: none;
  display: flex;
  flex-direction: column;
  background: ${v('color-sidenav')};
  color: ${v('color-sidenav-text')};
  box-shadow: ${v('shadow-4')};
  z-index: 3;
  overflow: hidden;
  ${(p) =>
    p.$overlay &&
    css`
      position: absolute;
      top: 0;
      bottom: 0;
      inset-inline-start: 0;
      transform: translateX(${p.$open ? '0' : '-105%'});
      &:dir(rtl) {
        transform: translateX(${p.$open ? '0' : '105%'});
      }
      visibility: ${p.$open ? 'visible' : 'hidden'};
      transition: transform 200ms ease, visibility 200ms;
    `}
`;

export const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  background: rgba(0, 0, 0, 0.4);
`;

export const SidenavBrand = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex: none;
  height: 64px;
  padding: 0 16px;
  font-size: 20px;
  font-weight: 500;
  letter-spacing: 0.01em;
  color: #fff;
  background: rgba(0, 0, 0, 0.12);
`;

export const SidenavScroll = styled.div`
  flex: 1;
  overflow-y: auto;
  scrollbar-width: thin;
  scrollbar-color: rgba(255, 255, 255, 0.3) transparent;
`;

export const Main = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

export const Toolbar = styled.header`
  position: relative;
  height: 64px;
  flex: none;
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 0 8px;
  background: ${v('color-surface')};
  color: ${v('color-text')};
  box-shadow: ${v('shadow-1')};
  z-index: 1;
`;

export const LoadingSlot = styled.div`
  position: absolute;
  inset-inline-start: 0;
  inset-inline-end: 0;
  bottom: -4px;
  height: 4px;
`;

export const Content = styled.div`
  flex: 1;
  overflow: auto;
  display: flex;
  flex-direction: column;
`;

export const Page = styled.main`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  outline: none;
  /* Full-height pages (entity tables) fill the space left above the footer and scroll inside. */
  & > * {
    flex: 0 0 auto;
  }
  & > [data-fill-page] {
    flex: 1 1 0;
    min-height: 420px;
  }
`;

export const Footer = styled.footer`
  flex: none;
  padding: 12px 24px;
  font-size: 12px;
  text-align: center;
  color: ${v('color-text-secondary')};
`;

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: -48px;
  z-index: 10;
  padding: 8px 16px;
  border-radius: 4px;
  background: ${v('color-primary')};
  color: ${v('color-primary-contrast')};
  font-weight: 500;
  text-decoration: none;
  &:focus {
    top: 8px;
    outline: 2px solid ${v('color-accent')};
  }
`;
