/**
 * The page's one i18next instance, shared by every element through Symbol.for.
 * Locales are static files `locales/<lang>.json` fetched at run time; a missing key
 * logs a console warning.
 */
import i18next, { type i18n as I18n } from 'i18next';

export const DEFAULT_LOCALE = 'en_US';

/** The languages ThingsBoard 3.3.1 offers. Only those with a file under locales/ can actually load. */
export const SUPPORTED_LOCALES = [
  'cs_CZ', 'de_DE', 'el_GR', 'en_US', 'es_ES', 'fa_IR', 'fr_FR', 'it_IT', 'ja_JA', 'ka_GE',
  'ko_KR', 'lv_LV', 'pt_BR', 'ro_RO', 'ru_RU', 'sl_SI', 'tr_TR', 'uk_UA', 'zh_CN', 'zh_TW',
] as const;

const KEY = Symbol.for('iot-console.i18n@1');
type WithI18n = typeof globalThis & { [KEY]?: { i18n: I18n; ready: Promise<void>; localesUrl: string } };

/**
 * Where locale files live. Every bundle file sits two levels below the package root (dist/elements/*.js,
 * dist/chunks/*.js; src/i18n/*.ts in tests), so `../../locales/` resolves from this module's own URL —
 * which keeps working when a partner loads the console from another origin.
 */
function defaultLocalesUrl(): string {
  return new URL('../../locales/', import.meta.url).href;
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

async function fetchLocale(base: string, lng: string): Promise<Record<string, unknown>> {
  const res = await fetch(new URL(`${lng}.json`, base));
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
      missingKeyHandler: (lngs, ns, key) => console.warn(`[iot-console] missing translation: ${key} (${lngs.join(',')})`),
    })
    .then(() => loadLocale(i18n, localesUrl, DEFAULT_LOCALE))
    .catch((e: unknown) => console.error('[iot-console] i18n bootstrap failed', e));
  return { i18n, ready, localesUrl };
}

async function loadLocale(i18n: I18n, base: string, lng: string): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'translation')) {
    i18n.addResourceBundle(lng, 'translation', await fetchLocale(base, lng), true, true);
  }
}

/** The shared instance; the first caller may choose where locale files are served from. */
export function getI18n(localesUrl?: string): { i18n: I18n; ready: Promise<void> } {
  const g = globalThis as WithI18n;
  return (g[KEY] ??= create(localesUrl ?? defaultLocalesUrl()));
}

/** Switch language (loads the file first; falls back to en_US when it is missing). */
export async function changeLocale(tag: string): Promise<string> {
  const entry = getI18n() as ReturnType<typeof create>;
  const lng = toSupportedLocale(tag);
  await entry.ready;
  try {
    await loadLocale(entry.i18n, entry.localesUrl, lng);
    await entry.i18n.changeLanguage(lng);
    return lng;
  } catch (e) {
    console.warn(`[iot-console] locale ${lng} unavailable, using ${DEFAULT_LOCALE}`, e);
    await entry.i18n.changeLanguage(DEFAULT_LOCALE);
    return DEFAULT_LOCALE;
  }
}
