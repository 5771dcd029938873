/**
 * State of the autocomplete: the typed text (null while not editing), the open listbox and its active row, the
 * debounced results, and what picking a row, leaving the field or a key press does.
 */
import { useState, type KeyboardEvent } from 'react';
import { stepIndex } from '../listbox/listbox';
import type { AutocompleteProps } from './autocomplete-props';
import { useDebouncedSearch } from './use-debounced-search';

export function useAutocompleteState<T>(props: AutocompleteProps<T>) {
  const { value, onChange, search, getLabel, debounceMs = 150, freeText, create, reloadKey, onBlur } = props;
  const { error, required, requiredText } = props;
  const [text, setText] = useState<string | null>(null); // null: not editing, show the value's label
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [touched, setTouched] = useState(false);
  const shown = text ?? (value != null ? getLabel(value) : '');
  const query = text ?? '';
  const { items, loading, settled } = useDebouncedSearch(search, query, open, debounceMs, reloadKey);
  const offerFree = !!freeText && query.trim() !== '' && !items.some((i) => getLabel(i) === query.trim());
  const noMatch = !loading && settled === query && items.length === 0;
  const offerCreate = !!create && !freeText && noMatch && query.trim() !== '';
  const rows = offerFree || offerCreate ? items.length + 1 : items.length;
  const commit = (next: T | null) => {
    onChange(next);
    setText(null);
    setOpen(false);
    setActive(-1);
  };
  const pick = (i: number) => {
    if (i >= 0 && i < items.length) commit(items[i]!);
    else if (offerFree && i === items.length) commit(freeText!(query.trim()));
    else if (offerCreate && i === items.length) {
      const typed = query.trim();
      setText(null);
      setOpen(false);
      setActive(-1);
      create!.run(typed);
    }
  };
  const finish = () => {
    setTouched(true);
    if (text !== null) {
      const typed = text.trim();
      if (typed === '') commit(null);
      else if (freeText && (value == null || getLabel(value) !== typed)) commit(freeText(typed));
      else setText(null);
    }
    setOpen(false);
    onBlur?.();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => stepIndex(i, e.key === 'ArrowDown' ? 1 : -1, rows));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      if (active >= 0) pick(active);
      else if (offerFree) pick(items.length);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const edit = (typed: string) => {
    setText(typed);
    setOpen(true);
    setActive(-1);
  };
  const shownError = error || (touched && required && value == null && !open ? (requiredText ?? null) : null);
  return {
    edit,
    shownError,
    text,
    setText,
    open,
    setOpen,
    active,
    setActive,
    shown,
    query,
    items,
    rows,
    noMatch,
    offerFree,
    offerCreate,
    pick,
    finish,
    onKeyDown,
  };
}
