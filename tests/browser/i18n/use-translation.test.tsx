/// <reference types="mocha" />
/**
 * The console's useTranslation: texts of the provider's instance, one shared `t` for every component of an
 * instance and language, a re-render with the new language's texts when the language changes, an element's own
 * instance kept apart, and keys as text outside any provider (as react-i18next answers there).
 */
import { expect } from '@open-wc/testing';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from '../../../src/i18n/use-translation';
import { until } from '../helpers';

const resources = {
  en_US: { translation: { hello: 'Hello', who: 'Hi {{name}}' } },
  de_DE: { translation: { hello: 'Hallo', who: 'Servus {{name}}' } },
};

async function instance(lng: string): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({ resources, lng, fallbackLng: 'en_US', interpolation: { escapeValue: false } });
  return i18n;
}

const seen: TFunction[] = [];
let renders = 0;

function Word({ id }: { id: string }) {
  const { t, i18n, ready } = useTranslation();
  seen.push(t);
  renders += 1;
  return (
    <p data-id={id} data-lang={i18n?.language ?? ''} data-ready={String(ready)}>
      {t('hello')} / {t('who', { name: 'Ada' })}
    </p>
  );
}

let host: HTMLDivElement;
let root: Root;

const text = (id: string) => host.querySelector(`[data-id="${id}"]`)?.textContent;

/** Render and wait for the commit (`marker`: an element id the new tree shows). */
async function render(node: ReactNode, marker: string): Promise<void> {
  root.render(node);
  await until(() => host.querySelector(marker), 3000, marker);
}

/** Words `ids` under the provider of `i18n`. */
const renderWords = (i18n: I18n, ...ids: string[]) =>
  render(
    <I18nextProvider i18n={i18n}>
      {ids.map((id) => (
        <Word key={id} id={id} />
      ))}
    </I18nextProvider>,
    `[data-id="${ids.at(-1)}"]`,
  );

/** Wait until the element `id` shows `expected`. */
const shows = (id: string, expected: string) => until(() => text(id) === expected, 3000, `${id}: ${expected}`);

describe('useTranslation (src/i18n)', () => {
  beforeEach(() => {
    seen.length = 0;
    renders = 0;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('translates with the instance of the provider, one t shared by every component', async () => {
    const i18n = await instance('en_US');
    await renderWords(i18n, 'a', 'b', 'c');
    expect(text('a')).to.equal('Hello / Hi Ada');
    expect(host.querySelector('[data-id="c"]')?.getAttribute('data-ready')).to.equal('true');
    expect(new Set(seen).size).to.equal(1);
  });

  it('re-renders with the new language when it changes, with a new t', async () => {
    const i18n = await instance('en_US');
    await renderWords(i18n, 'a', 'b');
    const before = seen[0];
    const rendersBefore = renders;
    await i18n.changeLanguage('de_DE');
    await shows('a', 'Hallo / Servus Ada');
    await shows('b', 'Hallo / Servus Ada');
    expect(host.querySelector('[data-id="a"]')?.getAttribute('data-lang')).to.equal('de_DE');
    expect(renders).to.equal(rendersBefore + 2);
    expect(seen.at(-1)).to.not.equal(before);
    // Back: the texts follow again.
    await i18n.changeLanguage('en_US');
    await shows('b', 'Hello / Hi Ada');
  });

  it('keeps two instances apart (an element with its own locale beside the page language)', async () => {
    const page = await instance('en_US');
    const own = await instance('de_DE');
    await render(
      <>
        <I18nextProvider i18n={page}>
          <Word id="page" />
        </I18nextProvider>
        <I18nextProvider i18n={own}>
          <Word id="own" />
        </I18nextProvider>
      </>,
      '[data-id="own"]',
    );
    expect(text('page')).to.equal('Hello / Hi Ada');
    expect(text('own')).to.equal('Hallo / Servus Ada');
    await page.changeLanguage('de_DE');
    await shows('page', 'Hallo / Servus Ada');
    expect(text('own')).to.equal('Hallo / Servus Ada');
    await own.changeLanguage('en_US');
    await shows('own', 'Hello / Hi Ada');
    expect(text('page')).to.equal('Hallo / Servus Ada');
  });

  it('stops listening to the instance once no component reads it', async () => {
    const i18n = await instance('en_US');
    const listeners = () =>
      (i18n as unknown as { observers: Record<string, Map<unknown, number>> }).observers['languageChanged']?.size ?? 0;
    const baseline = listeners();
    await renderWords(i18n, 'a', 'b');
    expect(listeners()).to.equal(baseline + 1);
    await render(<p data-id="none">none</p>, '[data-id="none"]');
    expect(listeners()).to.equal(baseline);
  });

  it('answers keys as text outside any provider', async () => {
    await render(<Word id="bare" />, '[data-id="bare"]');
    expect(text('bare')).to.equal('hello / who');
    expect(host.querySelector('[data-id="bare"]')?.getAttribute('data-ready')).to.equal('false');
  });
});
