/** Device claiming by a customer user: `POST /api/customer/device/{deviceName}/claim`. */
import { ApiError, http, type RequestOptions } from './http';

/** Claim result: SUCCESS, or the server's 400 body `FAILURE` / `CLAIMED`. */
export async function claimDevice(
  deviceName: string,
  secretKey: string,
  opts?: RequestOptions,
): Promise<'SUCCESS' | 'FAILURE' | 'CLAIMED'> {
  try {
    const r = await http.post<{ response?: string }>(
      `/api/customer/device/${encodeURIComponent(deviceName)}/claim`,
      { secretKey },
      undefined,
      { ignoreErrors: true, ...opts },
    );
    return r?.response === 'CLAIMED' ? 'CLAIMED' : 'SUCCESS';
  } catch (e) {
    if (e instanceof ApiError && /CLAIMED/.test(e.message)) return 'CLAIMED';
    return 'FAILURE';
  }
}
