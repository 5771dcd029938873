/**
 * `<iot-console>`: the whole application. Composes feature entries into the route table; the guard and the
 * shell grow in their own issues (routes, menus, guards) without replacing this file's shape.
 */
import { lazy } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { ElementRouter, toRoutingMode } from '../host/routing';
import { RequireAuth, RequireGuest } from './guards';
import { LazyPage } from './lazy-page';
import { SessionGate } from './session-gate';

const LoginFeature = lazy(() => import('../features/auth/login-feature').then((m) => ({ default: m.LoginFeature })));
const ConsoleShell = lazy(() => import('./shell/console-shell').then((m) => ({ default: m.ConsoleShell })));

export interface ConsoleAppProps {
  routing?: string;
  basePath?: string;
  initialPath?: string;
}

const routes: RouteObject[] = [
  {
    element: (
      <SessionGate>
        <Outlet />
      </SessionGate>
    ),
    children: [
      {
        path: '/login/*',
        element: (
          <RequireGuest>
            <LazyPage page={LoginFeature} />
          </RequireGuest>
        ),
      },
      {
        path: '/*',
        element: (
          <RequireAuth>
            <LazyPage page={ConsoleShell} />
          </RequireAuth>
        ),
      },
    ],
  },
];

export function ConsoleApp({ routing, basePath, initialPath }: ConsoleAppProps) {
  return <ElementRouter routes={routes} mode={toRoutingMode(routing)} basePath={basePath} initialPath={initialPath} />;
}
