/**
 * Router per element instance (STYLE §B.14): `memory` by default; `<iot-console routing="browser|hash">` opts
 * into owning the URL, with `base-path`. Created once per instance, outside render.
 */
import { useState } from 'react';
import {
  createBrowserRouter,
  createHashRouter,
  createMemoryRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';

export type RoutingMode = 'memory' | 'browser' | 'hash';

export function toRoutingMode(value: unknown): RoutingMode {
  return value === 'browser' || value === 'hash' ? value : 'memory';
}

export interface ElementRouterProps {
  routes: RouteObject[];
  mode: RoutingMode;
  basePath?: string | undefined;
  initialPath?: string | undefined;
}

function createRouter({ routes, mode, basePath, initialPath }: ElementRouterProps) {
  const basename = basePath ? `/${basePath.replace(/^\/+|\/+$/g, '')}` : undefined;
  if (mode === 'browser') return createBrowserRouter(routes, { basename });
  if (mode === 'hash') return createHashRouter(routes, { basename });
  return createMemoryRouter(routes, { initialEntries: [initialPath || '/'] });
}

/** Mode and base path are read once: changing them later would need a new router and lose history. */
export function ElementRouter(props: ElementRouterProps) {
  const [router] = useState(() => createRouter(props));
  return <RouterProvider router={router} />;
}
