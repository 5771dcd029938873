/// <reference types="mocha" />
/** The page's i18next instance: locale files fetched at run time (seed 001 §7), missing keys warn (seed 001 §8). */
import { expect } from '@open-wc/testing';
import { changeLocale, getI18n } from '../../../src/i18n/i18n';
import { setAssetBase } from '../../../src/lib/asset-base';

describe('i18n', () => {
  const warnings: string[] = [];
  const original = console.warn;
  beforeEach(() => {
    warnings.length = 0;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = original;
  });

  it('fetches locales/en_US.json at run time and translates spec keys', async () => {
    const { i18n, ready } = getI18n();
    await ready;
    expect(i18n.language).to.equal('en_US');
    expect(i18n.t('login.login')).to.not.equal('login.login');
    expect(performance.getEntriesByType('resource').some((e) => e.name.endsWith('/locales/en_US.json'))).to.equal(true);
  });

  it('a missing translation key logs a console warning and shows the key', async () => {
    const { i18n, ready } = getI18n();
    await ready;
    expect(i18n.t('nowhere.no-such-key')).to.equal('nowhere.no-such-key');
    expect(warnings.some((w) => w.includes('missing translation: nowhere.no-such-key'))).to.equal(true);
  });

  it('a language without a locale file falls back to en_US with a warning', async () => {
    expect(await changeLocale('ka-GE')).to.equal('en_US');
    expect(getI18n().i18n.language).to.equal('en_US');
    expect(warnings.some((w) => w.includes('locale ka_GE unavailable'))).to.equal(true);
  });

  it('fetches locale files from the asset base the host set (relative to the page)', async () => {
    const fetched: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => (fetched.push(String(input)), realFetch(input, init));
    setAssetBase('/cdn/iot-console');
    try {
      expect(await changeLocale('de-DE')).to.equal('en_US'); // nothing is served there: en_US stays
      expect(fetched).to.deep.equal([`${location.origin}/cdn/iot-console/locales/de_DE.json`]);
    } finally {
      window.fetch = realFetch;
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('iot-console.asset-base@1')];
    }
  });
});
