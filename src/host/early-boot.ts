/**
 * The first code `<iot-dashboard>`'s script runs, before React and the app are evaluated: every public dashboard
 * already in the page (`<iot-dashboard public-id dashboard-id>`, not yet upgraded: an upgraded one has a `dashboard`
 * property) sends its public sign-in, the first call of its boot, which the app's own sign-in then takes
 * (src/api/early-requests.ts): one request, in flight while the app's code is evaluated instead of after it.
 * Everything else stays with the app; an element added later signs in for itself. Kept small: it is part of the
 * element's first bytes.
 */
import { startEarlyRequest } from '../api/early-requests';

globalThis.document?.querySelectorAll('iot-dashboard[public-id][dashboard-id]').forEach((el) => {
  // `api-url` as the host wiring reads it: trimmed, no trailing slash; '' is the page's origin.
  const server = (el.getAttribute('api-url') ?? '').trim().replace(/\/+$/, '');
  if (!('dashboard' in el))
    startEarlyRequest(`${server}/api/auth/login/public`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ publicId: el.getAttribute('public-id') }),
    });
});
