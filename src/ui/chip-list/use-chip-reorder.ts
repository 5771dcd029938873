/**
 * Reordering of a chip list: the chip being dragged, the announcement of the last move (read by screen readers),
 * and focus kept on a chip moved with the keyboard.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { moveItem } from './chips';

export function useChipReorder<T>(
  items: readonly T[],
  onChange: (items: T[]) => void,
  getKey: (item: T) => string,
  getLabel: (item: T) => string,
) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [moved, setMoved] = useState<{ key: string; text: string; refocus: boolean } | null>(null);
  const chipsBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!moved?.refocus) return;
    const chip = [...(chipsBox.current?.querySelectorAll<HTMLElement>('[data-chip-key]') ?? [])].find(
      (c) => c.dataset.chipKey === moved.key,
    );
    chip?.querySelector('button')?.focus();
  }, [moved]);
  const move = (from: number, to: number, via: 'drag' | 'keyboard') => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || from === to) return;
    onChange(moveItem(items, from, to));
    const text = t('chip-list.moved', { item: getLabel(item), position: to + 1, count: items.length });
    setMoved({ key: getKey(item), text, refocus: via === 'keyboard' });
  };
  return { dragging, setDragging, moved, chipsBox, move };
}
