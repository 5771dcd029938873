/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { ContactForm, type Contact } from '../../../src/ui/contact/contact-form';
import { $, inputLabelled, mountUi, press, q, qa, typeInto, unmountAll, until } from './harness';

let validity: boolean[] = [];
let last: Contact = {};
function Probe({ initial }: { initial: Contact }) {
  const [c, setC] = useState(initial);
  return (
    <ContactForm
      value={c}
      onChange={(x) => {
        last = x;
        setC(x);
      }}
      onValidityChange={(v) => validity.push(v)}
    />
  );
}
const input = inputLabelled;

describe('ContactForm', () => {
  beforeEach(() => (validity = []));
  afterEach(unmountAll);

  it('contact form: country, city, state, postal code, address, address2, phone, email', async () => {
    const el = await mountUi(<Probe initial={{}} />);
    await $(el, 'input');
    const labels = qa<HTMLInputElement>(el, 'input').map((i) => i.labels?.[0]?.textContent);
    expect(labels).to.deep.equal([
      'Country',
      'City',
      'State / province',
      'Postal code',
      'Address',
      'Address line 2',
      'Phone',
      'Email',
    ]);
  });

  it('country is picked from the browser-named list by prefix', async () => {
    const el = await mountUi(<Probe initial={{}} />);
    await typeInto(input(el, 'Country'), 'Faroe');
    await until(() => qa(el, '[role="option"]:not([data-free-text])').length === 1);
    await press('ArrowDown');
    await press('Enter');
    expect(last.country).to.equal('Faroe Islands');
  });

  it('postal code checked per country; message contact.postal-code-invalid', async () => {
    const el = await mountUi(<Probe initial={{ country: 'Poland' }} />);
    await typeInto(input(el, 'Postal code'), '00950');
    await press('Tab');
    expect((await $(el, '[role="alert"]')).textContent).to.equal(
      "This postal code does not match the country's format.",
    );
    expect(validity.at(-1)).to.equal(false);
    input(el, 'Postal code').select();
    await typeInto(input(el, 'Postal code'), '00-950');
    await until(() => !q(el, '[role="alert"]'));
    expect(validity.at(-1)).to.equal(true);
  });

  it('email format: user.invalid-email-format', async () => {
    const el = await mountUi(<Probe initial={{}} />);
    await typeInto(input(el, 'Email'), 'not-an-email');
    await press('Tab');
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Invalid email format.');
    expect(validity.at(-1)).to.equal(false);
  });
});
