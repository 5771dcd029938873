/// <reference types="mocha" />
/** The page's i18next instance: locale files fetched at run time, missing keys warn. */
import { expect } from '@open-wc/testing';
import { changeLocale, getI18n } from '../../../src/i18n/i18n';

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
});
