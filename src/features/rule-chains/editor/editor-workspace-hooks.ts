/**
 * The editor workspace's state and handlers, each a hook of its own: the details panel held during a press, the
 * node selection event, adding from the library at the view's centre, saving, importing and the canvas keys.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useReactFlow } from '@xyflow/react';
import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { saveRuleChainMetadata, type RuleChain } from '../../../api/rule-chains';
import { useToast } from '../../../ui/toast/toast-context';
import { afterSave } from '../api/rule-chain-queries';
import { fromMetadata, INPUT_KEY, toMetadata, type DocNode } from '../model/chain-doc';
import { freeSpot, relationTypes } from '../model/edits';
import { docFromFile, parseRuleChainFile } from '../model/rule-chain-file';
import { commandOf } from './editor-keys';
import type { ChainEditor } from './use-chain-editor';
import type { EditorActions } from './use-editor-actions';

type Area = RefObject<HTMLDivElement | null>;

/**
 * The node or link key the details panel shows: the selected one (alone), except while the pointer is held on a node,
 * and rendered after the selection itself. The canvas shows a new selection at once; the panel follows in a
 * transition, so building it (the form, its code editor) and narrowing the canvas never hold up the frame that shows
 * a press, a click or a drop.
 */
export function useHeldPanel(selectedKey: string | null) {
  // While the pointer is held on a node, the details panel keeps what it showed: selection is unchanged (a drag selects
  // the node at once), but the panel follows on release. Opening it mid-press would build the form (and its code editor) and narrow the canvas,
  // which then refits, under a node that is being dragged: the first half second of a drag in a 300-node chain.
  // The hold is a ref, not state: the press itself changes nothing on screen, and re-rendering the editor for it
  // (toolbar, library, canvas) took some 40 ms of a press on a 1000-node chain.
  // The release re-renders in a transition, and the panel's key is a deferred value: a render for something urgent
  // after the release (the drop of a drag, in the same task as the release) keeps the panel as it was, and React
  // renders the panel's change afterwards, in slices, with the drop already on screen. Rendered with the release, the
  // panel took some 70 ms of the release's task on a 1000-node chain, and its layout another 50 ms, forced by React
  // Flow's drag end reading the pointer's position.
  const held = useRef<(() => void) | null>(null);
  const [, released] = useReducer((n: number) => n + 1, 0);
  const shown = useRef<string | null>(null);
  if (!held.current) shown.current = selectedKey;
  const panelKey = useDeferredValue(shown.current);
  const hold = useCallback(() => {
    if (held.current) return;
    const release = () => {
      stopListening(release);
      held.current = null;
      startTransition(released);
    };
    held.current = release;
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  }, []);
  useEffect(
    () => () => {
      if (held.current) stopListening(held.current);
      held.current = null;
    },
    [],
  );
  return { panelKey, hold };
}

function stopListening(release: () => void) {
  window.removeEventListener('pointerup', release, true);
  window.removeEventListener('pointercancel', release, true);
}

/** Reports a change of the selected node (not its edits) to `onRuleNodeSelect`. */
export function useNodeSelectEvent(
  chainId: string,
  nodes: readonly DocNode[],
  selNode: DocNode | undefined,
  onRuleNodeSelect:
    | ((
        detail: { ruleChainId: string; ruleNodeId: string | null; index: number; name: string; type: string } | null,
      ) => void)
    | undefined,
) {
  useEffect(() => {
    onRuleNodeSelect?.(
      selNode
        ? {
            ruleChainId: chainId,
            ruleNodeId: selNode.id?.id ?? null,
            index: nodes.indexOf(selNode),
            name: selNode.name,
            type: selNode.type,
          }
        : null,
    );
    // Only a change of the selected node is news, not its edits.
  }, [selNode?.key]);
}

/** Adds a node from the library at a free spot near the centre of the view, then focuses the canvas. */
export function useAddFromLibrary(area: Area, editor: ChainEditor, actions: EditorActions) {
  const flow = useReactFlow();
  const viewCenter = () => {
    const r = area.current?.getBoundingClientRect();
    return flow.screenToFlowPosition(
      r ? { x: r.left + r.width / 2 - 85, y: r.top + r.height / 2 - 23 } : { x: 300, y: 200 },
    );
  };
  const viewCenterRef = useRef(viewCenter);
  viewCenterRef.current = viewCenter;
  const addFromLibrary = useCallback(
    (clazz: string) => {
      actions.add(clazz, freeSpot(editor.current(), viewCenterRef.current()));
      area.current?.focus();
    },
    [actions, editor.current],
  );
  return addFromLibrary;
}

/**
 * Saving: refused (with the first invalid node selected) while nodes or links are invalid; otherwise the whole
 * metadata is sent and the server's answer adopted.
 */
export function useSaveChain(
  chain: RuleChain,
  editor: ChainEditor,
  onRuleChainSave: ((detail: { ruleChainId: string; name: string }) => void) | undefined,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const chainId = chain.id!.id;
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (editor.invalid.size) {
      toast.show({ message: t('rulechain.invalid-nodes', { count: editor.invalid.size }), type: 'error' });
      editor.select(new Set([[...editor.invalid][0]!]));
      return;
    }
    setSaving(true);
    try {
      const sent = editor.current();
      const saved = await saveRuleChainMetadata(toMetadata(sent, chain.id!));
      const next = fromMetadata(saved);
      // The answer keeps the node order: carry the selection over to the new ids.
      const rekey = new Map(sent.nodes.map((n, i) => [n.key, next.nodes[i]?.key ?? n.key]));
      editor.select((s) => new Set([...s].map((k) => rekey.get(k) ?? k)));
      editor.markSaved(next);
      afterSave(client, chainId, saved);
      toast.show({ message: t('rulechain.saved'), type: 'success' });
      onRuleChainSave?.({ ruleChainId: chainId, name: chain.name });
    } catch {
      /* the HTTP layer reported it */
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}

/** Imports a ThingsBoard rule chain file into the document (one undo step), warning when its type differs. */
export function useImportFile(editor: ChainEditor, chainType: string, fit: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const importFile = (text: string) => {
    try {
      const file = parseRuleChainFile(text);
      editor.commit(docFromFile(file));
      editor.select(new Set());
      if ((file.ruleChain.type ?? 'CORE') !== chainType)
        toast.show({ message: t('rulechain.import-type-mismatch', { type: file.ruleChain.type }), type: 'warn' });
      setTimeout(fit, 50);
    } catch {
      toast.show({ message: t('rulechain.invalid-rulechain-file-error'), type: 'error' });
    }
  };
  return importFile;
}

/** The canvas keys: undo/redo, select all, delete, nudge, copy/cut/paste, fit, escape and enter. */
export function useCanvasKeys(area: Area, editor: ChainEditor, actions: EditorActions, fit: () => void) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.defaultPrevented) return;
    const cmd = commandOf(e.nativeEvent);
    if (!cmd) return;
    e.preventDefault();
    switch (cmd.kind) {
      case 'undo':
        return editor.undo();
      case 'redo':
        return editor.redo();
      case 'select-all':
        return actions.selectAll();
      case 'delete':
        actions.deleteSelection();
        return area.current?.focus(); // the focused node is gone: keep keyboard focus in the canvas
      case 'nudge':
        return actions.nudge(cmd.dx, cmd.dy);
      case 'copy':
        return void actions.copy();
      case 'cut':
        return actions.cut();
      case 'paste':
        return void actions.paste();
      case 'save':
        return; // handled by the editor root for every focus position
      case 'fit':
        return fit();
      case 'escape':
        return editor.select(new Set());
      case 'enter': {
        const id = (e.target as HTMLElement).closest?.('.react-flow__node')?.getAttribute('data-id');
        if (id) editor.select(new Set([id]));
      }
    }
  };
  return onKeyDown;
}

/** The link whose relation types are being chosen; links from the input need none and are made at once. */
export function useRelationRequest(editor: ChainEditor, actions: EditorActions) {
  const [relation, setRelation] = useState<{ source: string; target: string; initial: string[] } | null>(null);
  const requestRelation = (source: string, target: string) => {
    if (source === INPUT_KEY) return actions.relate(source, target, ['']);
    setRelation({ source, target, initial: relationTypes(editor.current(), source, target) });
  };
  return { relation, setRelation, requestRelation };
}
