/**
 * Load-edit-save state of one settings page: the loaded value (react-query), a draft the form edits, dirty tracking,
 * and a save that replaces the cached value and reports success or the server's message.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../../ui/toast/toast-context';

export interface SettingsForm<T> {
  value: T | undefined;
  loading: boolean;
  loadError: string | null;
  set(next: T): void;
  dirty: boolean;
  busy: boolean;
  error: string | null;
  tried: boolean;
  save(valid: boolean): Promise<void>;
  reset(): void;
}

const message = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

export function useSettingsForm<T>(
  key: readonly unknown[],
  load: (signal: AbortSignal) => Promise<T>,
  store: (value: T) => Promise<T>,
): SettingsForm<T> {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => load(signal), staleTime: 0 });
  const [draft, setDraft] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const value = draft ?? query.data;
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(query.data);
  return {
    value,
    loading: query.isPending,
    loadError: query.isError ? message(query.error, t('admin.load-failed')) : null,
    set: (next) => {
      setDraft(next);
      setError(null);
    },
    dirty,
    busy,
    error,
    tried,
    reset: () => {
      setDraft(null);
      setTried(false);
      setError(null);
    },
    async save(valid) {
      setTried(true);
      if (!valid || value === undefined) return;
      setBusy(true);
      setError(null);
      try {
        const saved = await store(value);
        client.setQueryData(key, saved);
        setDraft(null);
        setTried(false);
        toast.show({ message: t('admin.settings-saved'), type: 'success' });
      } catch (e) {
        setError(message(e, t('admin.save-failed')));
      } finally {
        setBusy(false);
      }
    },
  };
}
