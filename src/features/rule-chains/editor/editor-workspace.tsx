/**
 * The loaded editor: toolbar, draft banner, node library, canvas and details panel wired to the document history.
 * Saving sends the whole metadata (`POST /api/ruleChain/metadata`) and adopts the server's answer.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useReactFlow } from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentDescriptor } from '../../../api/components';
import { saveRuleChainMetadata, type RuleChain, type RuleChainMetadata } from '../../../api/rule-chains';
import { formatDateTime } from '../../../lib/intl-format';
import { Button } from '../../../ui/button/button';
import { useToast } from '../../../ui/toast/toast-context';
import { afterSave, useTargetChains, useUsedBy } from '../api/rule-chain-queries';
import { RelationTypeDialog } from '../dialogs/relation-type-dialog';
import { RuleChainCanvas } from '../flow/rule-chain-canvas';
import { NodeLibrary } from '../library/node-library';
import { relationOptions } from '../model/catalog';
import { fromMetadata, INPUT_KEY, toMetadata } from '../model/chain-doc';
import { docFromFile, parseRuleChainFile, ruleChainFileName, toRuleChainFile } from '../model/rule-chain-file';
import { freeSpot, moveTo, relationTypes } from '../model/edits';
import { commandOf } from './editor-keys';
import { EditorToolbar } from './editor-toolbar';
import { DetailsPanel } from './details-panel';
import { Banner, Body, CanvasArea, Root } from './rule-chain-editor.styles';
import { useChainEditor } from './use-chain-editor';
import { useEditorActions } from './use-editor-actions';

export interface EditorEvents {
  onRuleChainSave?(detail: { ruleChainId: string; name: string }): void;
  onRuleNodeSelect?(
    detail: { ruleChainId: string; ruleNodeId: string | null; index: number; name: string; type: string } | null,
  ): void;
  onOpenChain?(id: string): void;
}

export interface EditorWorkspaceProps extends EditorEvents {
  chain: RuleChain;
  metadata: RuleChainMetadata;
  descriptors: readonly ComponentDescriptor[];
  componentsLoading: boolean;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function EditorWorkspace({
  chain,
  metadata,
  descriptors,
  componentsLoading,
  onRuleChainSave,
  onRuleNodeSelect,
  onOpenChain,
}: EditorWorkspaceProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const flow = useReactFlow();
  const chainId = chain.id!.id;
  const chainType = chain.type ?? 'CORE';
  const editor = useChainEditor(chainId, metadata);
  const byClazz = useMemo(() => new Map(descriptors.map((d) => [d.clazz, d])), [descriptors]);
  const actions = useEditorActions(editor, byClazz);
  const targets = useTargetChains(editor.doc.links.flatMap((l) => (l.targetRuleChainId ? [l.targetRuleChainId] : [])));
  const [wantUsedBy, setWantUsedBy] = useState(false);
  const usedBy = useUsedBy(chainId, chainType, wantUsedBy);
  const [saving, setSaving] = useState(false);
  const [relation, setRelation] = useState<{ source: string; target: string; initial: string[] } | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const fitRef = useRef<(() => void) | null>(null);
  const fit = () => fitRef.current?.();
  const { doc, selected } = editor;
  const single = selected.size === 1 ? [...selected][0]! : null;
  const selNode = single ? doc.nodes.find((n) => n.key === single) : undefined;
  const selLink = single ? doc.links.find((l) => l.key === single) : undefined;
  // While the pointer is held on a node, the details panel keeps what it showed: selection is unchanged (a drag selects
  // the node at once), but the panel follows on release. Opening it mid-press would build the form (and its code editor) and narrow the canvas,
  // which then refits, under a node that is being dragged: the first half second of a drag in a 300-node chain.
  const [held, setHeld] = useState(false);
  const shown = useRef<{ node: typeof selNode; link: typeof selLink }>({ node: undefined, link: undefined });
  if (!held) shown.current = { node: selNode, link: selLink };
  const { node: panelNode, link: panelLink } = shown.current;
  useEffect(() => {
    if (!held) return;
    const release = () => setHeld(false);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
  }, [held]);

  useEffect(() => {
    onRuleNodeSelect?.(
      selNode
        ? {
            ruleChainId: chainId,
            ruleNodeId: selNode.id?.id ?? null,
            index: doc.nodes.indexOf(selNode),
            name: selNode.name,
            type: selNode.type,
          }
        : null,
    );
    // Only a change of the selected node is news, not its edits.
  }, [selNode?.key]);

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
  const nameOf = (key: string) =>
    key === INPUT_KEY
      ? t('rulechain.input')
      : (doc.nodes.find((n) => n.key === key)?.name ??
        targets.get(doc.links.find((l) => l.key === key)?.targetRuleChainId ?? '')?.name ??
        key);

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

  const requestRelation = (source: string, target: string) => {
    if (source === INPUT_KEY) return actions.relate(source, target, ['']);
    setRelation({ source, target, initial: relationTypes(editor.current(), source, target) });
  };

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

  return (
    <Root
      data-testid="rule-chain-editor"
      data-dirty={editor.dirty || undefined}
      onKeyDown={(e) => {
        // Ctrl/Cmd-S saves from anywhere in the editor, fields included.
        if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
          e.preventDefault();
          if (editor.dirty && !saving) void save();
        }
      }}
    >
      <EditorToolbar
        name={chain.name}
        dirty={editor.dirty}
        saving={saving}
        invalid={editor.invalid.size}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        hasSelection={selected.size > 0}
        usedBy={wantUsedBy ? usedBy.data : undefined}
        onUsedByOpen={() => setWantUsedBy(true)}
        onOpenChain={onOpenChain}
        onUndo={editor.undo}
        onRedo={editor.redo}
        onCopy={() => void actions.copy()}
        onPaste={() => void actions.paste()}
        onDelete={actions.deleteSelection}
        onFit={fit}
        onImport={importFile}
        onExport={() =>
          download(ruleChainFileName(chain.name), JSON.stringify(toRuleChainFile(chain, editor.current()), null, 2))
        }
        onDecline={editor.revert}
        onSave={() => void save()}
      />
      {editor.pendingDraft ? (
        <Banner role="status" data-testid="draft-banner">
          <span>
            {t('rulechain.draft-found', { time: formatDateTime(editor.pendingDraft.savedAt, i18n.language) })}
          </span>
          <Button $variant="text" onClick={editor.discardDraft} data-testid="draft-discard">
            {t('rulechain.draft-discard')}
          </Button>
          <Button onClick={editor.restoreDraft} data-testid="draft-restore">
            {t('rulechain.draft-restore')}
          </Button>
        </Banner>
      ) : (
        <div />
      )}
      <Body $details={!!(panelNode || panelLink)}>
        <NodeLibrary descriptors={descriptors} loading={componentsLoading} onAdd={addFromLibrary} />
        <CanvasArea
          ref={area}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerDown={(e) => {
            const target = e.target as HTMLElement;
            if (e.button === 0 && target.closest('.react-flow__node')) setHeld(true);
            if (!target.closest('button, input, [tabindex]:not([tabindex="-1"])'))
              area.current?.focus({ preventScroll: true });
          }}
          aria-label={t('rulechain.canvas')}
          data-testid="canvas-area"
        >
          <RuleChainCanvas
            doc={doc}
            selected={selected}
            descriptors={byClazz}
            targets={targets}
            invalid={editor.invalid}
            onSelectionChange={editor.select}
            onMove={(moves) => editor.commit(moveTo(editor.current(), moves))}
            onConnectRequest={requestRelation}
            onEdgeEdit={(s, tg) => requestRelation(s, tg)}
            onDropItem={(clazz, pos) => (actions.add(clazz, pos), area.current?.focus())}
            onToggleDebug={actions.toggleDebug}
            onOpen={(key) => editor.select(new Set([key]))}
            fitRef={fitRef}
          />
        </CanvasArea>
        <DetailsPanel
          node={panelNode}
          link={panelLink}
          index={panelNode ? doc.nodes.indexOf(panelNode) : -1}
          descriptor={panelNode ? byClazz.get(panelNode.type) : undefined}
          target={panelLink?.targetRuleChainId ? targets.get(panelLink.targetRuleChainId) : undefined}
          chainId={chainId}
          chainType={chainType}
          editor={editor}
          onOpenChain={onOpenChain}
        />
      </Body>
      {relation ? (
        <RelationTypeDialog
          from={nameOf(relation.source)}
          to={nameOf(relation.target)}
          {...(() => {
            const src = doc.nodes.find((n) => n.key === relation.source);
            const o = relationOptions(src ? byClazz.get(src.type) : undefined);
            return { options: o.types, custom: o.custom };
          })()}
          initial={relation.initial}
          onClose={(types) => {
            if (types) actions.relate(relation.source, relation.target, types);
            setRelation(null);
            area.current?.focus();
          }}
        />
      ) : null}
    </Root>
  );
}
