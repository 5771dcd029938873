/** Types shared by the sandbox loader and its QuickJS engine (kept apart so the lazy chunk has no import cycle). */

/** A compiled user function: JSON-copyable arguments in, JSON-copyable result out; throws UserScriptError. */
export type UserFunction = (...args: unknown[]) => unknown;

export interface JsSandbox {
  compile(body: string, argNames: string[]): UserFunction;
}

/** An error from user code (compile or run), with the script's message. */
export class UserScriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserScriptError';
  }
}
