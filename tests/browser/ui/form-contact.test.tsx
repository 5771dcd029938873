/// <reference types="mocha" />
/**
 * The contact block of the tenant and customer forms: the entity's contact fields as one value, a postal code or
 * email the schema refuses stops the submit and its message shows under the block; fixed, the form submits.
 */
import { expect } from '@open-wc/testing';
import { useForm } from 'react-hook-form';
import { z } from '../../../src/api/zod';
import type { Contact } from '../../../src/ui/contact/contact-form';
import { addContactIssues, contactOf, FormContact } from '../../../src/ui/contact/form-contact';
import { zodResolver } from '../../../src/ui/form/zod-resolver';
import { $, inputLabelled, mountUi, q, typeInto, unmountAll, until } from './harness';

const schema = z
  .object({ contact: z.any() })
  .check(z.superRefine((v, ctx) => addContactIssues(v.contact as Contact, ctx)));

let submitted: Contact[] = [];
function Probe({ entity }: { entity: Record<string, string | null> }) {
  const { control, handleSubmit } = useForm<{ contact: Contact }>({
    defaultValues: { contact: contactOf(entity) },
    resolver: zodResolver(schema),
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit((v) => submitted.push(v.contact))(e)}>
      <FormContact control={control} name="contact" />
      <button type="submit">Save</button>
    </form>
  );
}
const input = inputLabelled;

describe('FormContact', () => {
  beforeEach(() => (submitted = []));
  afterEach(unmountAll);

  it("reads the entity's contact fields, refuses a bad postal code with its message, submits once fixed", async () => {
    const el = await mountUi(<Probe entity={{ country: 'Germany', city: 'Berlin', zip: '123', title: 'Acme' }} />);
    await $(el, 'input');
    expect(input(el, 'City').value).to.equal('Berlin');
    expect(input(el, 'Phone').value, 'a missing field is empty').to.equal('');
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    const alert = await $(el, '[role="alert"]');
    expect(alert.textContent).to.equal("This postal code does not match the country's format.");
    expect(submitted, 'not submitted').to.have.length(0);
    const zip = input(el, 'Postal code');
    zip.select();
    await typeInto(zip, '10115');
    q<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await until(() => submitted.length === 1, 3000, 'submitted');
    expect(submitted[0]).to.include({ country: 'Germany', city: 'Berlin', zip: '10115', email: '' });
    expect(submitted[0], 'only contact fields').not.to.have.property('title');
    expect(q(el, '[role="alert"]'), 'no message left').to.equal(null);
  });
});
