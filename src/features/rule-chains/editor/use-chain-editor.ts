/**
 * Editor state: the document history (undo/redo, saved copy), the selection (canvas ids: node keys and edge group
 * ids), node validity, and the draft kept for recovery after a reload (written 400 ms after the last change, removed
 * when nothing is unsaved).
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { RuleChainMetadata } from '../../../api/rule-chains';
import { emptyDoc, fromMetadata, type ChainDoc } from '../model/chain-doc';
import { clearDraft, readDraft, sameDoc, writeDraft, type Draft } from '../model/draft';
import { historyReducer, initHistory, isDirty } from '../model/history';

const DRAFT_DELAY_MS = 400;

export interface ChainEditor {
  doc: ChainDoc;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  selected: ReadonlySet<string>;
  /** Nodes and links that block saving (invalid configuration, empty name, no target chain). */
  invalid: ReadonlySet<string>;
  /** A draft found at load that differs from the server's version. */
  pendingDraft: Draft | null;
  /** Latest document, for callbacks that must not re-create on every change. */
  current(): ChainDoc;
  commit(next: ChainDoc, coalesce?: string): void;
  begin(): void;
  transient(next: ChainDoc): void;
  undo(): void;
  redo(): void;
  revert(): void;
  markSaved(next: ChainDoc): void;
  select(update: ReadonlySet<string> | ((prev: ReadonlySet<string>) => ReadonlySet<string>)): void;
  setNodeValid(key: string, valid: boolean): void;
  restoreDraft(): void;
  discardDraft(): void;
}

export function useChainEditor(ruleChainId: string, metadata: RuleChainMetadata | undefined): ChainEditor {
  const [h, dispatch] = useReducer(historyReducer, emptyDoc, initHistory);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [badConfig, setBadConfig] = useState<ReadonlySet<string>>(new Set());
  const [pendingDraft, setPendingDraft] = useState<Draft | null>(null);
  const [loadedFor, setLoadedFor] = useState<RuleChainMetadata | null>(null);
  const present = useRef(h.present);
  present.current = h.present;

  if (metadata && metadata !== loadedFor) {
    // Loading during render (not in an effect) so the first paint already shows the chain.
    setLoadedFor(metadata);
    const doc = fromMetadata(metadata);
    dispatch({ kind: 'load', doc });
    setSelected(new Set());
    setBadConfig(new Set());
    const draft = readDraft(ruleChainId);
    setPendingDraft(draft && !sameDoc(draft.doc, doc) ? draft : null);
  }

  const dirty = isDirty(h);
  useEffect(() => {
    if (!loadedFor || pendingDraft) return;
    const timer = setTimeout(
      () => (dirty ? writeDraft(ruleChainId, h.present) : clearDraft(ruleChainId)),
      DRAFT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [h.present, dirty, ruleChainId, loadedFor, pendingDraft]);

  const invalid = useMemo(() => {
    const out = new Set(badConfig);
    for (const n of h.present.nodes) if (n.name.trim() === '') out.add(n.key);
    for (const l of h.present.links) if (!l.targetRuleChainId) out.add(l.key);
    return out;
  }, [badConfig, h.present]);

  const current = useCallback(() => present.current, []);
  const commit = useCallback((doc: ChainDoc, coalesce?: string) => dispatch({ kind: 'commit', doc, coalesce }), []);
  const begin = useCallback(() => dispatch({ kind: 'begin' }), []);
  const transient = useCallback((doc: ChainDoc) => dispatch({ kind: 'transient', doc }), []);
  const undo = useCallback(() => dispatch({ kind: 'undo' }), []);
  const redo = useCallback(() => dispatch({ kind: 'redo' }), []);
  const revert = useCallback(() => {
    dispatch({ kind: 'revert' });
    clearDraft(ruleChainId);
  }, [ruleChainId]);
  const markSaved = useCallback(
    (doc: ChainDoc) => {
      dispatch({ kind: 'saved', doc });
      clearDraft(ruleChainId);
    },
    [ruleChainId],
  );
  const select = useCallback(
    (u: ReadonlySet<string> | ((p: ReadonlySet<string>) => ReadonlySet<string>)) => setSelected(u),
    [],
  );
  const setNodeValid = useCallback(
    (key: string, valid: boolean) =>
      setBadConfig((s) => {
        if (s.has(key) === !valid) return s;
        const next = new Set(s);
        if (valid) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  const restoreDraft = useCallback(() => {
    if (pendingDraft) dispatch({ kind: 'commit', doc: pendingDraft.doc });
    setPendingDraft(null);
  }, [pendingDraft]);
  const discardDraft = useCallback(() => {
    clearDraft(ruleChainId);
    setPendingDraft(null);
  }, [ruleChainId]);

  return {
    doc: h.present,
    dirty,
    canUndo: h.past.length > 0,
    canRedo: h.future.length > 0,
    selected,
    invalid,
    pendingDraft,
    current,
    commit,
    begin,
    transient,
    undo,
    redo,
    revert,
    markSaved,
    select,
    setNodeValid,
    restoreDraft,
    discardDraft,
  };
}
