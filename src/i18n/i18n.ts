/**
 * The page's one i18next instance (STYLE §B.15), shared by every element through Symbol.for.
 * Locales are static files `locales/<lang>.json` fetched at run time (seed 001 §7 "General") from the asset base
 * (src/lib/asset-base.ts); a missing key logs a console warning (seed 001 §8). A build may carry en_US inside it
 * (bundled-locale.ts): then en_US is never fetched, so a host that serves no locale files still shows text.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { assetUrl, explicitAssetBase } from '../lib/asset-base';
import { bundledLocale } from './bundled-locale';

export const DEFAULT_LOCALE = 'en_US';

/** Seed 001 §9: supported languages. Only those with a file under locales/ can actually load. */
export const SUPPORTED_LOCALES = [
  'cs_CZ', 'de_DE', 'el_GR', 'en_US', 'es_ES', 'fa_IR', 'fr_FR', 'it_IT', 'ja_JA', 'ka_GE',
  'ko_KR', 'lv_LV', 'pt_BR', 'ro_RO', 'ru_RU', 'sl_SI', 'tr_TR', 'uk_UA', 'zh_CN', 'zh_TW',
] as const;

const KEY = Symbol.for('iot-console.i18n@1');
type WithI18n = typeof globalThis & { [KEY]?: { i18n: I18n; ready: Promise<void>; localesUrl: string } };

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

async function fetchLocale(base: string, lng: string): Promise<Record<string, unknown>> {
  if (!base) throw new Error(`Unable to load ${lng}.json: no asset base (setAssetBase)`);
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

async function loadLocale(i18n: I18n, createdWith: string, lng: string): Promise<void> {
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  const resources = (await bundledLocale(lng)) ?? (await fetchLocale(localesBase(createdWith), lng));
  i18n.addResourceBundle(lng, 'translation', resources, true, true);
}

/**
 * The shared instance; the first caller may choose where locale files are served from (default: the asset base;
 * '' when this build cannot tell, then only a bundled en_US is available until the host sets one).
 */
export function getI18n(localesUrl?: string): { i18n: I18n; ready: Promise<void> } {
  const g = globalThis as WithI18n;
  return (g[KEY] ??= create(localesUrl ?? assetUrl('locales/') ?? ''));
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
