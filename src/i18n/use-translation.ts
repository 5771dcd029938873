/**
 * The console's `useTranslation`: what react-i18next's hook gives (`t`, `i18n`, `ready`), from the element's
 * i18next instance (the `I18nextProvider` of the element's shell), for a fraction of its cost per component.
 *
 * react-i18next 17 builds, on every mount of every component that calls its hook, an options object, a fixed `t`
 * of its own and a copy of the i18next instance made from all of the instance's property descriptors, then keeps
 * them in four refs and a memo. The console mounts a hundred such components on its first page: signing in spent
 * more time there than in rendering the menu itself. Here every component of one instance shares one snapshot —
 * one `t` per instance and language, made again when the language changes — read through useSyncExternalStore.
 * Components re-render on `languageChanged` (and once on `initialized`), as with react-i18next's defaults
 * (`bindI18n: 'languageChanged'`). The shared `t` reads plain keys straight from the translations (plain-key-t.ts).
 *
 * Elements render once their language is loaded (use-host-wiring.ts), so there is nothing to suspend for: `ready`
 * says whether the instance has been initialised.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import { plainKeyT } from './plain-key-t';

export interface Translation {
  t: TFunction;
  i18n: I18n;
  ready: boolean;
}

interface Source {
  subscribe(onChange: () => void): () => void;
  snapshot(): Translation;
}

const sources = new WeakMap<I18n, Source>();

/** One source per instance: the snapshot every component of that instance reads, renewed on `languageChanged`. */
function sourceOf(i18n: I18n): Source {
  const known = sources.get(i18n);
  if (known) return known;
  let current: Translation | null = null;
  const listeners = new Set<() => void>();
  const onLanguage = () => {
    current = null;
    listeners.forEach((l) => l());
  };
  const source: Source = {
    subscribe(onChange) {
      if (listeners.size === 0) {
        i18n.on('languageChanged', onLanguage);
        i18n.on('initialized', onLanguage);
      }
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size > 0) return;
        i18n.off('languageChanged', onLanguage);
        i18n.off('initialized', onLanguage);
      };
    },
    snapshot() {
      // Made when first read after a change (not in the event): a render that reads it sees the new language.
      current ??= { t: plainKeyT(i18n, i18n.language), i18n, ready: i18n.isInitialized };
      return current;
    },
  };
  sources.set(i18n, source);
  return source;
}

/** Key as text: what react-i18next's hook answers outside any i18next instance. */
const keyAsText = ((key: unknown) => (Array.isArray(key) ? String(key[key.length - 1]) : String(key))) as TFunction;
const NO_INSTANCE: Translation = { t: keyAsText, i18n: null as unknown as I18n, ready: false };
const noSource: Source = { subscribe: () => () => undefined, snapshot: () => NO_INSTANCE };

export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n;
  const source = i18n ? sourceOf(i18n) : noSource;
  return useSyncExternalStore(source.subscribe, source.snapshot, source.snapshot);
}
