/**
 * The i18n instance an element renders with. Without a `locale` attribute an element follows the page's shared
 * instance (the user's language: the profile page switches every such element at once, without a reload). With
 * one, it gets its own clone of the shared instance: the clone shares the loaded translations (one download per
 * language per page) but keeps its own language, so two elements on one page can show two languages.
 */
import type { i18n as I18n } from 'i18next';
import { ensureLocale, getI18n } from './i18n';

/** A clone of the shared instance with a language of its own; translations stay shared. */
export function createElementI18n(): I18n {
  const shared = getI18n().i18n;
  return shared.cloneInstance({ lng: shared.language });
}

/** Load `tag` into the shared store and switch `own` (an element's clone) to it. Resolves to the code used. */
export async function setElementLocale(own: I18n, tag: string): Promise<string> {
  const lng = await ensureLocale(tag);
  if (own.language !== lng) await own.changeLanguage(lng);
  return lng;
}

/** Subscribe to language changes of an instance (for useSyncExternalStore). */
export function onLanguageChanged(i18n: I18n, listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}
