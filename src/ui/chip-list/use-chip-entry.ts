/**
 * Typing into a chip list: the text being typed, the suggestion listbox (open, active row, debounced results
 * without the chosen items), entries split at comma/semicolon, and the keys (Enter adds, Backspace in the empty input
 * drops the last chip, arrows move through the suggestions, Escape closes them).
 */
import { useState, type KeyboardEvent } from 'react';
import { useDebouncedSearch } from '../autocomplete/use-debounced-search';
import { stepIndex } from '../listbox/listbox';
import type { ChipListProps } from './chip-list-props';
import { addUnique, splitChipText } from './chips';

export function useChipEntry<T>(props: ChipListProps<T>) {
  const { items, onChange, getKey, fromText, search, debounceMs = 150 } = props;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const noSearch = async () => [] as T[];
  const found = useDebouncedSearch(search ?? noSearch, text, open && !!search, debounceMs);
  const chosen = new Set(items.map(getKey));
  const suggestions = found.items.filter((s) => !chosen.has(getKey(s)));
  const add = (entries: T[]) => {
    const next = addUnique(items, entries, getKey);
    if (next.length !== items.length) onChange(next);
  };
  const addTexts = (texts: string[]) => {
    if (!fromText) return;
    add(texts.map(fromText).filter((x): x is T => x !== null));
  };
  const commitText = () => {
    const typed = text.trim();
    if (typed && fromText) addTexts([typed]);
    setText('');
  };
  const pick = (item: T) => {
    add([item]);
    setText('');
  };
  const type = (value: string) => {
    const { entries, rest } = splitChipText(value);
    if (entries.length) addTexts(entries);
    setText(rest);
    setOpen(true);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      const pickedItem = active >= 0 ? suggestions[active] : undefined;
      if (pickedItem) pick(pickedItem);
      else commitText();
      setActive(-1);
    } else if (e.key === 'Backspace' && text === '' && items.length > 0) {
      onChange(items.slice(0, -1));
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && search) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => stepIndex(i, e.key === 'ArrowDown' ? 1 : -1, suggestions.length));
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };
  const showNoMatch =
    !!props.noMatchText &&
    !fromText &&
    !found.loading &&
    found.settled === text &&
    text !== '' &&
    suggestions.length === 0;
  return { text, open, setOpen, active, setActive, suggestions, showNoMatch, pick, type, onKeyDown };
}
