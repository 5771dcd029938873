/** Indeterminate linear progress bar (seed 000 §2: shown while the loading flag is set). */
import styled, { keyframes } from 'styled-components';
import { v } from '../theme/tokens';

const slide = keyframes`
  0% { inset-inline-start: -35%; inset-inline-end: 100%; }
  60% { inset-inline-start: 100%; inset-inline-end: -90%; }
  100% { inset-inline-start: 100%; inset-inline-end: -90%; }
`;

const Track = styled.div`
  position: relative;
  height: 4px;
  overflow: hidden;
  background: color-mix(in srgb, ${v('color-primary')} 25%, transparent);
  &::before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    background: ${v('color-primary')};
    animation: ${slide} 1.6s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite;
  }
`;

export function ProgressBar({ label }: { label: string }) {
  return <Track role="progressbar" aria-label={label} aria-busy="true" />;
}
