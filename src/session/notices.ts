/**
 * Page-wide channel for failures the HTTP layer reports (calls without `ignoreErrors`). Several elements may be on
 * one page; each failure is presented once, by the first presenter that registered (the console, usually), so two
 * elements never show the same toast twice. Lives on globalThis beside the session.
 */
import type { ApiError } from '../api/api-error';

export type ApiErrorPresenter = (error: ApiError) => void;

interface Channel {
  presenters: ApiErrorPresenter[];
}

const KEY = Symbol.for('iot-console.notices@1');
type WithChannel = typeof globalThis & { [KEY]?: Channel };

function channel(): Channel {
  const g = globalThis as WithChannel;
  return (g[KEY] ??= { presenters: [] });
}

/** Register a presenter; returns the function that unregisters it. */
export function presentApiErrors(presenter: ApiErrorPresenter): () => void {
  channel().presenters.push(presenter);
  return () => {
    const list = channel().presenters;
    const i = list.indexOf(presenter);
    if (i >= 0) list.splice(i, 1);
  };
}

/** Hand a failure to the first presenter; without any, it is logged. */
export function publishApiError(error: ApiError): void {
  const [first] = channel().presenters;
  if (first) first(error);
  else console.warn(`[iot-console] ${error.method} ${error.url}: ${error.message}`);
}
