/**
 * Submission of a form dialog: one run at a time, `busy` while it runs, and the dialog stays open when it fails.
 * API failures are shown by the error presenter; a dialog that shows its own message passes `errorText`, whose
 * result becomes `error` (cleared when the next run starts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface FormSubmit {
  busy: boolean;
  error: string | null;
  setError(message: string | null): void;
  /** Runs `action`; resolves true when it succeeded, false when it failed or a run was already under way. */
  run(action: () => Promise<unknown>): Promise<boolean>;
}

export function useFormSubmit(errorText?: (error: unknown) => string | null): FormSubmit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  const errorTextRef = useRef(errorText);
  errorTextRef.current = errorText;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (err) {
      if (mounted.current) setError(errorTextRef.current?.(err) ?? null);
      return false;
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);
  return { busy, error, setError, run };
}
