/**
 * An entity's details as a URL of its own (beyond ThingsBoard, whose details panel has none): `/devices/{id}`
 * opens the devices list with that device's drawer open. Opening pushes a history entry, so the browser's Back
 * closes the drawer; switching to another row replaces it; the close button goes back when the entry is ours and
 * otherwise replaces the URL with the list's. The page's route names the id segment `detailsId`.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** The route parameter holding the open entity's id. */
export const DETAILS_PARAM = 'detailsId';

interface DetailsHistoryState {
  /** Set on entries this hook pushed: Back from them lands on the list. */
  iotDetailsFrom?: string;
}

/** The list path of a details path (`/devices/{id}` → `/devices`). */
export function listPathOf(pathname: string, detailsId: string | undefined): string {
  if (!detailsId) return pathname;
  const segment = `/${encodeURIComponent(detailsId)}`;
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed.endsWith(segment)) return trimmed.slice(0, -segment.length) || '/';
  const raw = `/${detailsId}`;
  return trimmed.endsWith(raw) ? trimmed.slice(0, -raw.length) || '/' : trimmed;
}

export interface DetailsRoute {
  openId: string | null;
  onOpenChange(id: string | null): void;
}

/** Binds an entity table's open drawer to the URL. */
export function useDetailsRoute(): DetailsRoute {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const detailsId = params[DETAILS_PARAM];
  const listPath = listPathOf(location.pathname, detailsId);
  const fromState = (location.state as DetailsHistoryState | null)?.iotDetailsFrom;
  const onOpenChange = useCallback(
    (id: string | null) => {
      if (id === (detailsId ?? null)) return;
      const base = listPath === '/' ? '' : listPath;
      if (id === null) {
        if (fromState === listPath) navigate(-1);
        else navigate({ pathname: listPath, search: location.search }, { replace: true });
        return;
      }
      const to = { pathname: `${base}/${encodeURIComponent(id)}`, search: location.search };
      // One history entry per visit of the drawer: a second row replaces the first.
      if (detailsId) navigate(to, { replace: true, state: location.state });
      else navigate(to, { state: { iotDetailsFrom: listPath } satisfies DetailsHistoryState });
    },
    [detailsId, listPath, fromState, location.search, location.state, navigate],
  );
  return useMemo(() => ({ openId: detailsId ?? null, onOpenChange }), [detailsId, onOpenChange]);
}
