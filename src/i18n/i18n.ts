/**
 * The page's one i18next instance, shared by every element through Symbol.for.
 * Locales are static files `locales/<lang>.json` fetched at run time from the asset base (src/lib/asset-base.ts);
 * a missing key logs a console warning. A build may carry en_US inside it (bundled-locale.ts): then en_US is never
 * fetched, so a host that serves no locale files still shows text.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { assetUrl, explicitAssetBase } from '../lib/asset-base';
import { bundledLocale } from './bundled-locale';
import { LOCALE_HASHES } from './locale-manifest';

export const DEFAULT_LOCALE = 'en_US';

/** The languages ThingsBoard 3.3.1 offers. Only those with a file under locales/ can actually load. */
export const SUPPORTED_LOCALES = [
  'cs_CZ',
  'de_DE',
  'el_GR',
  'en_US',
  'es_ES',
  'fa_IR',
  'fr_FR',
  'it_IT',
  'ja_JA',
  'ka_GE',
  'ko_KR',
  'lv_LV',
  'pt_BR',
  'ro_RO',
  'ru_RU',
  'sl_SI',
  'tr_TR',
  'uk_UA',
  'zh_CN',
  'zh_TW',
] as const;

const KEY = Symbol.for('iot-console.i18n@1');
const START = Symbol.for('iot-console.i18n-start@1');
type WithI18n = typeof globalThis & {
  [KEY]?: { i18n: I18n; ready: Promise<void>; localesUrl: string };
  [START]?: string;
};

/** Where locale files live: the page's asset base when the host set one, else where the instance was created with. */
function localesBase(createdWith: string): string {
  const explicit = explicitAssetBase();
  return explicit ? new URL('locales/', explicit).href : createdWith;
}

/** Map a BCP-47 tag or TB code to a supported TB code: 'de' → 'de_DE', 'en-US' → 'en_US'. */
export function toSupportedLocale(tag: string | null | undefined): string {
  if (!tag) return DEFAULT_LOCALE;
  const norm = tag.replace('-', '_');
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === norm.toLowerCase());
  if (exact) return exact;
  const lang = norm.split('_')[0]?.toLowerCase();
  return SUPPORTED_LOCALES.find((l) => l.startsWith(`${lang}_`)) ?? DEFAULT_LOCALE;
}

/**
 * Where a language's file is, relative to the locales base: the build's content-hashed copy (dist/ sits beside
 * locales/ in the package) when the build recorded one, else the plain `<lang>.json`.
 */
export function localeFile(lng: string): string {
  const hash = LOCALE_HASHES[lng];
  return hash ? `../dist/locales/${lng}.${hash}.json` : `${lng}.json`;
}

async function fetchLocale(base: string, lng: string): Promise<Record<string, unknown>> {
  if (!base) throw new Error(`Unable to load ${lng}.json: no asset base (setAssetBase)`);
  const res = await fetch(new URL(localeFile(lng), base));
  if (!res.ok) throw new Error(`Unable to load ${lng}.json: ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

function create(localesUrl: string) {
  const i18n = i18next.createInstance();
  const ready = i18n
    .init({
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      load: 'currentOnly',
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (lngs, ns, key) =>
        console.warn(`[iot-console] missing translation: ${key} (${lngs.join(',')})`),
    })
    .then(() => startIn(i18n, localesUrl, toSupportedLocale((globalThis as WithI18n)[START] ?? DEFAULT_LOCALE)))
    .catch((e: unknown) => console.error('[iot-console] i18n bootstrap failed', e));
  return { i18n, ready, localesUrl };
}

/** Only the language the page starts in is fetched (en_US when that one cannot be had). */
async function startIn(i18n: I18n, base: string, lng: string): Promise<void> {
  try {
    await loadLocale(i18n, base, lng);
    if (lng !== DEFAULT_LOCALE) await i18n.changeLanguage(lng);
  } catch (e) {
    if (lng === DEFAULT_LOCALE) throw e;
    await loadLocale(i18n, base, DEFAULT_LOCALE);
  }
}

const loading = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * One request per language, however many elements ask for it at once. A language the build carries (en_US in the
 * bundler build) is never fetched; others come from the asset base when the host set one, else from where the
 * instance was created with.
 */
async function loadLocale(i18n: I18n, createdWith: string, lng: string): Promise<void> {
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  let pending = loading.get(i18n);
  if (!pending) loading.set(i18n, (pending = new Map()));
  let p = pending.get(lng);
  if (!p) {
    p = (async () => (await bundledLocale(lng)) ?? (await fetchLocale(localesBase(createdWith), lng)))().then(
      (data) => void i18n.addResourceBundle(lng, 'translation', data, true, true),
      (e: unknown) => {
        pending.delete(lng);
        throw e;
      },
    );
    pending.set(lng, p);
  }
  await p;
}

/**
 * The language the page's instance should start in (the host's choice: the user's language), set before the
 * instance exists so that only that language is fetched; later calls change nothing.
 */
export function setStartLocale(tag: string | null | undefined): void {
  const g = globalThis as WithI18n;
  if (tag && !g[KEY]) g[START] = tag;
}

/**
 * The shared instance; the first caller may choose where locale files are served from (default: the asset base;
 * '' when this build cannot tell, then only a bundled en_US is available until the host sets one).
 */
export function getI18n(localesUrl?: string): { i18n: I18n; ready: Promise<void> } {
  const g = globalThis as WithI18n;
  return (g[KEY] ??= create(localesUrl ?? assetUrl('locales/') ?? ''));
}

/**
 * Load a language into the shared store without switching to it; resolves to the language code that can be used
 * (en_US, with a warning, when the file is missing).
 */
export async function ensureLocale(tag: string): Promise<string> {
  const entry = getI18n() as ReturnType<typeof create>;
  const lng = toSupportedLocale(tag);
  await entry.ready;
  try {
    await loadLocale(entry.i18n, entry.localesUrl, lng);
    return lng;
  } catch (e) {
    console.warn(`[iot-console] locale ${lng} unavailable, using ${DEFAULT_LOCALE}`, e);
    return DEFAULT_LOCALE;
  }
}

/** Switch the page's language (loads the file first; falls back to en_US when it is missing). */
export async function changeLocale(tag: string): Promise<string> {
  const lng = await ensureLocale(tag);
  const { i18n } = getI18n();
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  return lng;
}
