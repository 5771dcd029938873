/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import '../../../elements/iot-rule-chain-editor';
import { clearAuthStorage, shadow, until } from '../helpers';

describe('<iot-rule-chain-editor>', () => {
  before(() => clearAuthStorage());
  afterEach(() => document.querySelectorAll('iot-rule-chain-editor').forEach((e) => e.remove()));

  it('is registered with a version, typed in HTMLElementTagNameMap, and reflects rule-chain-id as a property', () => {
    const ctor = customElements.get('iot-rule-chain-editor') as unknown as { version: string };
    expect(ctor.version).to.match(/^\d+\.\d+\.\d+/);
    const el: HTMLElementTagNameMap['iot-rule-chain-editor'] = document.createElement('iot-rule-chain-editor');
    el.setAttribute('rule-chain-id', 'abc');
    expect((el as unknown as { ruleChainId: string }).ruleChainId).to.equal('abc');
  });

  it('without a session it asks to sign in, styled inside its shadow root only', async () => {
    const el = document.createElement('iot-rule-chain-editor');
    el.setAttribute('rule-chain-id', '00000000-0000-0000-0000-000000000000');
    el.style.height = '500px';
    document.body.append(el);
    const notice = await until(
      () => shadow(el).querySelector('[data-testid="rule-chain-sign-in"]'),
      8000,
      'sign-in notice',
    );
    expect(notice.textContent).to.equal('Sign in as a tenant administrator to edit rule chains.');
    expect(shadow(el).querySelector('style[data-styled]')).to.exist;
    expect(document.querySelectorAll('style[data-styled]').length).to.equal(0);
    expect(getComputedStyle(el).display).to.equal('block');
  });
});
