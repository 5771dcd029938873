/// <reference types="mocha" />
/**
 * useFormSubmit, the submission helper of form dialogs: busy while a run is under way, one run at a time, true on
 * success, false on failure with the dialog's own message (when it gives one) as `error`, cleared by the next run.
 */
import { expect } from '@open-wc/testing';
import { useFormSubmit, type FormSubmit } from '../../../src/ui/dialog/use-form-submit';
import { mountUi, q, unmountAll, until } from './harness';

let form: FormSubmit | null = null;

function Probe({ errorText }: { errorText?: (e: unknown) => string | null }) {
  form = useFormSubmit(errorText);
  return (
    <p data-testid="state">
      {form.busy ? 'busy' : 'idle'}|{form.error ?? ''}
    </p>
  );
}

const state = (el: HTMLElement) => q(el, '[data-testid="state"]')?.textContent ?? '';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useFormSubmit', () => {
  afterEach(unmountAll);

  it('is busy while the action runs, refuses a second run meanwhile, and reports success', async () => {
    const el = await mountUi(<Probe />);
    const d = deferred();
    const first = form!.run(() => d.promise);
    await until(() => state(el) === 'busy|');
    expect(await form!.run(async () => undefined)).to.equal(false);
    d.resolve();
    expect(await first).to.equal(true);
    await until(() => state(el) === 'idle|');
  });

  it('keeps the message of a failure and clears it when the next run starts', async () => {
    const el = await mountUi(<Probe errorText={(e) => (e instanceof Error ? e.message : null)} />);
    expect(await form!.run(() => Promise.reject(new Error('Name taken')))).to.equal(false);
    await until(() => state(el) === 'idle|Name taken');
    const d = deferred();
    const next = form!.run(() => d.promise);
    await until(() => state(el) === 'busy|');
    d.resolve();
    expect(await next).to.equal(true);
  });

  it('without a message of its own a failure leaves no error (the error presenter shows it)', async () => {
    const el = await mountUi(<Probe />);
    expect(await form!.run(() => Promise.reject(new Error('boom')))).to.equal(false);
    await until(() => state(el) === 'idle|');
  });
});
