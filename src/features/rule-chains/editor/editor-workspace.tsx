/**
 * The loaded editor: toolbar, draft banner, node library, canvas and details panel wired to the document history.
 * Saving sends the whole metadata (`POST /api/ruleChain/metadata`) and adopts the server's answer.
 */
import { useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ComponentDescriptor } from '../../../api/components';
import type { RuleChain, RuleChainMetadata } from '../../../api/rule-chains';
import { formatDateTime } from '../../../lib/intl-format';
import { Button } from '../../../ui/button/button';
import { useTargetChains, useUsedBy } from '../api/rule-chain-queries';
import { RelationTypeDialog } from '../dialogs/relation-type-dialog';
import { RuleChainCanvas } from '../flow/rule-chain-canvas';
import { NodeLibrary } from '../library/node-library';
import { relationOptions } from '../model/catalog';
import { INPUT_KEY, type ChainDoc } from '../model/chain-doc';
import { ruleChainFileName, toRuleChainFile } from '../model/rule-chain-file';
import { moveTo } from '../model/edits';
import { EditorToolbar } from './editor-toolbar';
import { DetailsPanel } from './details-panel';
import { Banner, Body, CanvasArea, Root } from './rule-chain-editor.styles';
import {
  useAddFromLibrary,
  useCanvasKeys,
  useHeldPanel,
  useImportFile,
  useNodeSelectEvent,
  useRelationRequest,
  useSaveChain,
} from './editor-workspace-hooks';
import { useChainEditor, type ChainEditor } from './use-chain-editor';
import { useEditorActions, type EditorActions } from './use-editor-actions';

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

/** Downloads the chain as a ThingsBoard rule chain file. */
function exportChain(chain: RuleChain, doc: ChainDoc) {
  download(ruleChainFileName(chain.name), JSON.stringify(toRuleChainFile(chain, doc), null, 2));
}

/** The banner offering to restore or discard an unsaved draft of this chain; an empty cell when there is none. */
function DraftBanner({ editor }: { editor: ChainEditor }) {
  const { t, i18n } = useTranslation();
  return editor.pendingDraft ? (
    <Banner role="status" data-testid="draft-banner">
      <span>{t('rulechain.draft-found', { time: formatDateTime(editor.pendingDraft.savedAt, i18n.language) })}</span>
      <Button $variant="text" onClick={editor.discardDraft} data-testid="draft-discard">
        {t('rulechain.draft-discard')}
      </Button>
      <Button onClick={editor.restoreDraft} data-testid="draft-restore">
        {t('rulechain.draft-restore')}
      </Button>
    </Banner>
  ) : (
    <div />
  );
}

/** The relation-type dialog of a new or edited link, with the types its source node offers. */
function RelationDialog({
  relation,
  doc,
  targets,
  byClazz,
  onClose,
}: {
  relation: { source: string; target: string; initial: string[] };
  doc: ChainDoc;
  targets: ReturnType<typeof useTargetChains>;
  byClazz: ReadonlyMap<string, ComponentDescriptor>;
  onClose(types: string[] | null): void;
}) {
  const { t } = useTranslation();
  const nameOf = (key: string) =>
    key === INPUT_KEY
      ? t('rulechain.input')
      : (doc.nodes.find((n) => n.key === key)?.name ??
        targets.get(doc.links.find((l) => l.key === key)?.targetRuleChainId ?? '')?.name ??
        key);
  return (
    <RelationTypeDialog
      from={nameOf(relation.source)}
      to={nameOf(relation.target)}
      {...(() => {
        const src = doc.nodes.find((n) => n.key === relation.source);
        const o = relationOptions(src ? byClazz.get(src.type) : undefined);
        return { options: o.types, custom: o.custom };
      })()}
      initial={relation.initial}
      onClose={onClose}
    />
  );
}

/**
 * The canvas area (focusable, with the editor's keys) and the canvas. Pressing on a node holds the details panel
 * until release; a press outside controls focuses the area.
 */
function WorkspaceCanvas({
  area,
  onKeyDown,
  onHold,
  editor,
  actions,
  descriptors,
  targets,
  onConnectRequest,
  fitRef,
}: {
  area: RefObject<HTMLDivElement | null>;
  onKeyDown(e: KeyboardEvent<HTMLDivElement>): void;
  onHold(): void;
  editor: ChainEditor;
  actions: EditorActions;
  descriptors: ReadonlyMap<string, ComponentDescriptor>;
  targets: ReturnType<typeof useTargetChains>;
  onConnectRequest(source: string, target: string): void;
  fitRef: { current: (() => void) | null };
}) {
  const { t } = useTranslation();
  return (
    <CanvasArea
      ref={area}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        const target = e.target as HTMLElement;
        if (e.button === 0 && target.closest('.react-flow__node')) onHold();
        if (!target.closest('button, input, [tabindex]:not([tabindex="-1"])'))
          area.current?.focus({ preventScroll: true });
      }}
      aria-label={t('rulechain.canvas')}
      data-testid="canvas-area"
    >
      <RuleChainCanvas
        doc={editor.doc}
        selected={editor.selected}
        descriptors={descriptors}
        targets={targets}
        invalid={editor.invalid}
        onSelectionChange={editor.select}
        onMove={(moves) => editor.commit(moveTo(editor.current(), moves))}
        onConnectRequest={onConnectRequest}
        onEdgeEdit={(s, tg) => onConnectRequest(s, tg)}
        onDropItem={(clazz, pos) => (actions.add(clazz, pos), area.current?.focus())}
        onToggleDebug={actions.toggleDebug}
        onOpen={(key) => editor.select(new Set([key]))}
        fitRef={fitRef}
      />
    </CanvasArea>
  );
}

/** The key selected alone, if any. */
function singleKey(selected: ReadonlySet<string>) {
  return selected.size === 1 ? [...selected][0]! : null;
}

/** The node or link of `key`, if any. */
function itemOf(doc: ChainDoc, key: string | null) {
  const node = key ? doc.nodes.find((n) => n.key === key) : undefined;
  const link = key ? doc.links.find((l) => l.key === key) : undefined;
  return { node, link };
}

/** Ctrl/Cmd-S saves from anywhere in the editor, fields included (when there is something to save). */
function saveOnCtrlS(canSave: boolean, save: () => Promise<void>) {
  return (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
      e.preventDefault();
      if (canSave) void save();
    }
  };
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
  const chainId = chain.id!.id;
  const chainType = chain.type ?? 'CORE';
  const editor = useChainEditor(chainId, metadata);
  const byClazz = useMemo(() => new Map(descriptors.map((d) => [d.clazz, d])), [descriptors]);
  const actions = useEditorActions(editor, byClazz);
  const targets = useTargetChains(editor.doc.links.flatMap((l) => (l.targetRuleChainId ? [l.targetRuleChainId] : [])));
  const [wantUsedBy, setWantUsedBy] = useState(false);
  const usedBy = useUsedBy(chainId, chainType, wantUsedBy);
  const { relation, setRelation, requestRelation } = useRelationRequest(editor, actions);
  const area = useRef<HTMLDivElement>(null);
  const fitRef = useRef<(() => void) | null>(null);
  const fit = () => fitRef.current?.();
  const { doc, selected } = editor;
  const selectedKey = singleKey(selected);
  const { panelKey, hold } = useHeldPanel(selectedKey);
  const { node: panelNode, link: panelLink } = itemOf(doc, panelKey);
  useNodeSelectEvent(chainId, doc.nodes, itemOf(doc, selectedKey).node, onRuleNodeSelect);
  const addFromLibrary = useAddFromLibrary(area, editor, actions);
  const { saving, save } = useSaveChain(chain, editor, onRuleChainSave);
  const importFile = useImportFile(editor, chainType, fit);

  const onKeyDown = useCanvasKeys(area, editor, actions, fit);

  return (
    <Root
      data-testid="rule-chain-editor"
      data-dirty={editor.dirty || undefined}
      onKeyDown={saveOnCtrlS(editor.dirty && !saving, save)}
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
        onExport={() => exportChain(chain, editor.current())}
        onDecline={editor.revert}
        onSave={() => void save()}
      />
      <DraftBanner editor={editor} />
      <Body $details={!!(panelNode || panelLink)}>
        <NodeLibrary descriptors={descriptors} loading={componentsLoading} onAdd={addFromLibrary} />
        <WorkspaceCanvas
          area={area}
          onKeyDown={onKeyDown}
          onHold={hold}
          editor={editor}
          actions={actions}
          descriptors={byClazz}
          targets={targets}
          onConnectRequest={requestRelation}
          fitRef={fitRef}
        />
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
        <RelationDialog
          relation={relation}
          doc={doc}
          targets={targets}
          byClazz={byClazz}
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
