/// <reference types="mocha" />
/** The page's i18next instance: locale files fetched at run time, missing keys warn. */
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

  it('a language whose file cannot be had falls back to en_US with a warning', async () => {
    // Every supported language has a file now: make this one answer 404, as a server without it would.
    const realFetch = window.fetch;
    window.fetch = (input, init) =>
      String(input).endsWith('/ka_GE.json')
        ? Promise.resolve(new Response('', { status: 404 }))
        : realFetch(input, init);
    try {
      expect(await changeLocale('ka-GE')).to.equal('en_US');
    } finally {
      window.fetch = realFetch;
    }
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

  it('fetches one file per language however many ask at once', async () => {
    const { ready } = getI18n();
    await ready;
    const before = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/locales/it_IT.json')).length;
    await Promise.all([changeLocale('it_IT'), changeLocale('it-IT'), changeLocale('it')]);
    expect(
      performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/locales/it_IT.json')).length - before,
    ).to.equal(1);
    await changeLocale('en_US');
  });
});
