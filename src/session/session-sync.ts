/**
 * What keeps the page's session in step with the page and with the other tabs, started once per session just after
 * it is created (a chunk of its own: an element's first render does not wait for it): sign-in and sign-out in other
 * tabs through the `storage` event, and the page-level `iot-session-change` — one event per change on `document`
 * (bubbling to `window`), whatever the number of elements or bundles on the page.
 */
import { listenCrossTab, type CrossTabTarget } from './cross-tab';
import { SIGNED_OUT, watchSessionChanges, type SessionLike } from './session-events';

export function startSessionSync(session: SessionLike, tabs: CrossTabTarget): void {
  listenCrossTab(tabs);
  const doc = globalThis.document;
  if (!doc) return;
  // From "signed out": a session restored before this started still counts as a change.
  watchSessionChanges(
    session,
    (detail) => doc.dispatchEvent(new CustomEvent('iot-session-change', { detail, bubbles: true })),
    SIGNED_OUT,
  );
}
