/** ThingsBoard error codes. */
export const ErrorCode = {
  GENERAL: 2,
  AUTHENTICATION: 10,
  JWT_TOKEN_EXPIRED: 11,
  TENANT_TRIAL_EXPIRED: 12,
  CREDENTIALS_EXPIRED: 15,
  PERMISSION_DENIED: 20,
  INVALID_ARGUMENTS: 30,
  BAD_REQUEST_PARAMS: 31,
  ITEM_NOT_FOUND: 32,
  TOO_MANY_REQUESTS: 33,
  TOO_MANY_UPDATES: 34,
} as const;

interface ApiErrorInit {
  status: number;
  errorCode?: number;
  message: string;
  method: string;
  url: string;
  body?: unknown;
  statusText?: string;
}

/** A failed call, carrying the TB error body fields when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: number | undefined;
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  readonly statusText: string;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
    this.statusText = init.statusText ?? '';
  }

  /** The `resetToken` TB adds to the credentials-expired login failure (errorCode 15). */
  get resetToken(): string | undefined {
    const b = this.body as { resetToken?: unknown } | undefined;
    return typeof b?.resetToken === 'string' ? b.resetToken : undefined;
  }
}

export function connectionError(method: string, url: string): ApiError {
  return new ApiError({ status: 0, message: 'Unable to connect', method, url });
}

/**
 * Build the error for a non-2xx response: the TB body's message when present, the formatted body otherwise,
 * a method/URL/status line for 404s without a message, else 'Unhandled error code Unknown'.
 */
export async function apiErrorFromResponse(response: Response, method: string, url: string): Promise<ApiError> {
  const raw = await response.text().catch(() => '');
  let body: unknown = raw || undefined;
  try {
    if (raw) body = JSON.parse(raw);
  } catch {
    /* plain-text body (telemetry endpoints answer that way) */
  }
  const tb = typeof body === 'object' && body !== null ? (body as { message?: unknown; errorCode?: unknown }) : {};
  let message: string;
  if (typeof tb.message === 'string' && tb.message) message = tb.message;
  else if (response.status === 404 && !url.startsWith('/api/rpc'))
    message = `${method} ${url}: ${response.status} ${response.statusText}`.trim();
  else if (typeof body === 'string' && body) message = body;
  else if (body !== undefined) message = JSON.stringify(body, null, 2);
  else message = 'Unhandled error code Unknown';
  return new ApiError({
    status: response.status,
    errorCode: typeof tb.errorCode === 'number' ? tb.errorCode : undefined,
    message,
    method,
    url,
    body,
    statusText: response.statusText,
  });
}
