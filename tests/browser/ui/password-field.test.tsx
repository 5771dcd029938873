/// <reference types="mocha" />
/** Password show/hide toggle. */
import { expect } from '@open-wc/testing';
import { PasswordField } from '../../../src/ui/password-field/password-field';
import { $, mountUi, press, q, typeInto, unmountAll, until } from './harness';

let submits = 0;

describe('PasswordField', () => {
  beforeEach(() => {
    submits = 0;
  });
  afterEach(unmountAll);

  it('password show/hide toggle: a labelled toggle button switches between hidden and shown text, keeping the value', async () => {
    const el = await mountUi(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submits++;
        }}
      >
        <PasswordField
          label="Password"
          showLabel="Show password"
          hideLabel="Hide password"
          autoComplete="current-password"
          defaultValue=""
        />
      </form>,
    );
    const input = await $<HTMLInputElement>(el, 'input');
    expect(input.type).to.equal('password');
    expect(input.autocomplete).to.equal('current-password');
    expect(q(el, `label[for="${input.id}"]`)!.textContent).to.equal('Password');
    await typeInto(input, 's3cret');
    const toggle = q<HTMLButtonElement>(el, '[data-testid="password-toggle"]')!;
    expect(toggle.type).to.equal('button');
    expect([toggle.getAttribute('aria-label'), toggle.getAttribute('aria-pressed')]).to.deep.equal([
      'Show password',
      'false',
    ]);
    toggle.focus();
    await press('Space');
    await until(() => input.type === 'text');
    expect([toggle.getAttribute('aria-label'), toggle.getAttribute('aria-pressed')]).to.deep.equal([
      'Hide password',
      'true',
    ]);
    expect(input.value).to.equal('s3cret');
    expect(submits).to.equal(0); // the toggle never submits the form
    await press('Enter');
    await until(() => input.type === 'password');
    expect(submits).to.equal(0);
    input.focus();
    await press('Enter');
    expect(submits).to.equal(1); // Enter in the field still submits
  });

  it('shows the field error and marks the input invalid', async () => {
    const el = await mountUi(
      <PasswordField label="Password" showLabel="Show" hideLabel="Hide" error="Password is required." />,
    );
    const input = await $<HTMLInputElement>(el, 'input');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(q(el, `#${CSS.escape(input.getAttribute('aria-describedby')!)}`)!.textContent).to.equal(
      'Password is required.',
    );
  });
});
