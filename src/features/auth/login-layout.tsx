/** Layout pieces of the public (sign-in) screens: full-page backdrop, centered card, brand row, alert. */
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { LogoMark } from '../../ui/icons/icons';
import { v } from '../../ui/theme/tokens';

/** `part="base"`: the sign-in screens are what `<iot-console>` shows while nobody is signed in. */
export const Page = styled.main.attrs({ part: 'base' })`
  min-height: 100%;
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
  background:
    radial-gradient(1200px 600px at 15% 10%, color-mix(in srgb, ${v('color-primary')} 70%, white 10%), transparent 70%),
    linear-gradient(160deg, ${v('color-primary-dark')} 0%, ${v('color-primary')} 60%, #4a7ab0 100%);
`;

export const Card = styled.section.attrs({ part: 'login-card' })`
  width: 100%;
  max-width: 420px;
  padding: 32px 32px 24px;
  border-radius: 8px;
  background: ${v('color-surface')};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.28);
  form {
    display: flex;
    flex-direction: column;
  }
  button[type='submit'] {
    margin-top: 8px;
    min-height: 44px;
    font-size: 15px;
  }
`;

const BrandRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${v('color-primary')};
  margin-bottom: 20px;
  span {
    font-size: 20px;
    font-weight: 500;
    letter-spacing: 0.01em;
    color: ${v('color-text')};
  }
`;

export function Brand({ t }: { t: TFunction }) {
  return (
    <BrandRow>
      <LogoMark size={36} />
      <span>{t('app.title')}</span>
    </BrandRow>
  );
}

export const Heading = styled.h1`
  font-size: 22px;
  font-weight: 400;
  margin: 0 0 20px;
  color: ${v('color-text')};
`;

export const Alert = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 12px;
  margin-bottom: 16px;
  border-radius: 4px;
  color: ${v('color-warn')};
  background: color-mix(in srgb, ${v('color-warn')} 10%, transparent);
  border: 1px solid color-mix(in srgb, ${v('color-warn')} 35%, transparent);
`;

export const LinkRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -4px 0 12px;
  a {
    color: ${v('color-primary')};
    font-size: 13px;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

export const Subtitle = styled.p`
  margin: -12px 0 20px;
  color: ${v('color-text-secondary')};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 8px;
`;

export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 16px 0;
  color: ${v('color-text-secondary')};
  font-size: 12px;
  text-transform: uppercase;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${v('color-divider')};
  }
`;
