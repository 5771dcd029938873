/** Properties of the chip list control. */
import type { ReactNode } from 'react';
import type { SearchFn } from '../autocomplete/use-debounced-search';

export interface ChipListProps<T> {
  label: string;
  items: readonly T[];
  onChange(items: T[]): void;
  getKey(item: T): string;
  getLabel(item: T): string;
  /** Accept typed entries: turn text into an item (null rejects it). Omit to allow suggestions only. */
  fromText?(text: string): T | null;
  search?: SearchFn<T>;
  debounceMs?: number;
  noMatchText?(text: string): ReactNode;
  placeholder?: string;
  required?: boolean;
  /** Shown once touched when required and empty. */
  requiredText?: string;
  error?: string | null;
  disabled?: boolean;
  draggable?: boolean;
  hint?: ReactNode;
  /** Content of a chip (default: its label). The chip keeps its remove button and drag handling. */
  renderChip?(item: T, index: number): ReactNode;
  /** Content of a suggestion row (default: its label with the match highlighted). */
  renderOption?(item: T, query: string): ReactNode;
  testId?: string;
}
