/** Per-browser console settings under `TB-SETTINGS` (keys prefixed TB-, settings under SETTINGS). */
import { storage } from '../lib/storage';

export const SETTINGS_KEY = 'TB-SETTINGS';

export interface ConsoleSettings {
  userLang?: string;
}

export function readSettings(): ConsoleSettings {
  return storage.getJson<ConsoleSettings>(SETTINGS_KEY) ?? {};
}

export function writeSettings(patch: ConsoleSettings): ConsoleSettings {
  const next = { ...readSettings(), ...patch };
  storage.setJson(SETTINGS_KEY, next);
  return next;
}
