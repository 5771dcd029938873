/** ThingsBoard error bodies and the error type every route throws. */

/** ThingsboardErrorCode values (serialised as numbers). */
export const ErrorCode = {
  GENERAL: 2,
  AUTHENTICATION: 10,
  JWT_TOKEN_EXPIRED: 11,
  CREDENTIALS_EXPIRED: 15,
  PERMISSION_DENIED: 20,
  INVALID_ARGUMENTS: 30,
  BAD_REQUEST_PARAMS: 31,
  ITEM_NOT_FOUND: 32,
  TOO_MANY_REQUESTS: 33,
  TOO_MANY_UPDATES: 34,
  SUBSCRIPTION_VIOLATION: 40,
} as const;

/** One of the {@link ErrorCode} numbers. */
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** ThingsBoard's standard messages, word for word. */
export const Msg = {
  PERMISSION_DENIED: "You don't have permission to perform this operation!",
  ITEM_NOT_FOUND: "Requested item wasn't found!",
  AUTH_FAILED: 'Authentication failed',
  BAD_CREDENTIALS: 'Invalid username or password',
  TOKEN_EXPIRED: 'Token has expired',
  NOT_ACTIVE: 'User account is not active',
  LOCKED: 'User account is locked due to security policy',
  METHOD_NOT_SUPPORTED: 'Authentication method not supported',
  TOO_MANY_REQUESTS: 'Too many requests for current tenant!',
  GENERAL: 'Internal server error',
} as const;

/** The JSON error body. */
export interface TbErrorBody {
  status: number;
  message: string;
  errorCode: number;
  timestamp: string;
  [extra: string]: unknown;
}

/** An error that becomes a ThingsBoard error response; throw it from any route or hook. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCodeValue,
    message: string,
    /** Extra body fields (e.g. `resetToken` on errorCode 15). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `java.util.Date` as Spring Boot's Jackson writes it: `2021-11-22T10:15:30.123+00:00`. */
export function isoTimestamp(date: Date = new Date()): string {
  return date.toISOString().replace('Z', '+00:00');
}

/** Builds an error body. */
export function tbErrorBody(
  status: number,
  errorCode: number,
  message: string,
  extra: Record<string, unknown> = {},
): TbErrorBody {
  return { status, message, errorCode, timestamp: isoTimestamp(), ...extra };
}

/** Spring's answer to a missing/unparsable required parameter or an unmatched `params=` condition: 400, empty body. */
export class EmptyResponseError extends ApiError {
  readonly emptyBody = true;
  constructor(status = 400) {
    super(status, ErrorCode.BAD_REQUEST_PARAMS, '');
  }
}

/** 400 / 31 with a validation message. */
export function badRequest(message: string): ApiError {
  return new ApiError(400, ErrorCode.BAD_REQUEST_PARAMS, message);
}

/** 401 with errorCode 10 (or 11 for expired tokens). */
export function unauthorized(
  message: string = Msg.AUTH_FAILED,
  errorCode: ErrorCodeValue = ErrorCode.AUTHENTICATION,
): ApiError {
  return new ApiError(401, errorCode, message);
}

/** 403 / 20 "You don't have permission to perform this operation!". */
export function forbidden(message: string = Msg.PERMISSION_DENIED): ApiError {
  return new ApiError(403, ErrorCode.PERMISSION_DENIED, message);
}

/** 404 / 32 "Requested item wasn't found!". */
export function notFound(message: string = Msg.ITEM_NOT_FOUND): ApiError {
  return new ApiError(404, ErrorCode.ITEM_NOT_FOUND, message);
}
