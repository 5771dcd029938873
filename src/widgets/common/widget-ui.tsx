/** Small building blocks shared by widgets: the no-data state, a fill container, the user-function hook. */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { userFunction, whenSandboxLoaded, type UserFunction } from '../sandbox/js-sandbox';

export const Fill = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  min-height: 0;
  overflow: hidden;
`;

export const Center = styled(Fill)`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-direction: column;
`;

const NoDataText = styled(Center)`
  color: var(--iot-color-text-secondary, rgba(0, 0, 0, 0.6));
  font-size: 14px;
`;

/** 'No data found' (locale key widget.no-data-found). */
export function NoData({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return <NoDataText data-testid="widget-no-data">{children ?? t('widget.no-data-found')}</NoDataText>;
}

/**
 * A compiled user function for `body` when `enabled` (null while the sandbox loads; the component re-renders
 * once it is ready).
 */
export function useUserFunction(
  body: string | null | undefined,
  argNames: string[],
  enabled = true,
): UserFunction | null {
  const wanted = enabled && !!body && body.trim() !== '';
  const [, setReady] = useState(0);
  const fn = wanted ? userFunction(body, argNames) : null;
  useEffect(() => {
    if (!wanted || fn) return;
    return whenSandboxLoaded(() => setReady((n) => n + 1));
  }, [wanted, fn]);
  return fn;
}

/** Call a user function, returning `fallback` when it is missing or throws. */
export function callSafely<T>(fn: UserFunction | null, fallback: T, ...args: unknown[]): T {
  if (!fn) return fallback;
  try {
    const r = fn(...args);
    return (r === undefined ? fallback : r) as T;
  } catch {
    return fallback;
  }
}
