/**
 * Errors of the telemetry plugin family. ThingsBoard's telemetry/RPC controllers are asynchronous (DeferredResult)
 * and answer failures with a plain-text body and the bare status, unlike the JSON error bodies of
 * the other controllers. Routes of this family throw {@link PlainError}; the plugin's error handler writes it.
 */

/** A plain-text error response (`text/plain`, body = message; empty message = empty body). */
export class PlainError extends Error {
  constructor(
    readonly status: number,
    message = '',
  ) {
    super(message);
    this.name = 'PlainError';
  }
}

/** 400 with a message (TB's IllegalArgumentException / IncorrectParameterException path). */
export function plainBadRequest(message: string): PlainError {
  return new PlainError(400, message);
}
