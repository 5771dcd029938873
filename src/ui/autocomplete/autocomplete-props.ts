/** Properties of the autocomplete base control. */
import type { ReactNode } from 'react';
import type { SearchFn } from './use-debounced-search';

export interface AutocompleteProps<T> {
  label: string;
  value: T | null;
  onChange(value: T | null): void;
  search: SearchFn<T>;
  getLabel(item: T): string;
  getKey(item: T): string;
  /** Debounce of the lookup, ms (150). */
  debounceMs?: number;
  /** Text of the row shown when nothing matches, e.g. t('dashboard.no-dashboards-matching', {entity}). */
  noMatchText?(text: string): ReactNode;
  /** Accept typed text: build a value from it (subtypes, message types). */
  freeText?(text: string): T;
  /** Content of the row offering the typed text (default: the text itself). */
  freeTextLabel?(text: string): ReactNode;
  /**
   * When nothing matches, a row under the no-match text that creates an item from the typed text (ThingsBoard's
   * "create a new one" link of its rule chain picker); the caller creates it and sets the value.
   */
  create?: { label(text: string): ReactNode; run(text: string): void };
  /** Highlight only a prefix match (dashboard autocomplete); default highlights the first occurrence. */
  prefixOnly?: boolean;
  renderOption?(item: T, query: string): ReactNode;
  required?: boolean;
  /** Error shown once touched when required and empty. */
  requiredText?: string;
  /** External error (wins over the required one). */
  error?: string | null;
  disabled?: boolean;
  hint?: ReactNode;
  /** Change it to re-run the search (e.g. entity type changed). */
  reloadKey?: unknown;
  onBlur?(): void;
  testId?: string;
}
