/**
 * Edit mode's state outside React: the edit session (JSON + history), what is selected, which dialog or part editor
 * is open, where new widgets go (the state and layout on screen), the clipboard commands, and the debounced draft
 * in IndexedDB. The React parts (toolbar, grid) read it through `subscribe`/`ui` and call its commands.
 */
import { uuidV4 } from '../../../lib/random';
import type { DashboardModel } from '../model/dashboard-model';
import { clipboard } from './clipboard';
import { deleteDraft, draftKey, writeDraft } from './drafts';
import { EditSession } from './edit-session';
import { applyPart, readPart } from './ops/part-ops';
import { layoutItems, type Json, type LayoutId, type Place } from './ops/tb-json';
import { pasteReference, removeWidget, type Target } from './ops/widget-ops';
import { exportWidget, importWidget, type WidgetExport } from './ops/widget-transfer';
import type { EditorPart } from './panel-contract';
import { stableModeler } from './stable-model';

export const DRAFT_DELAY_MS = 500;

export interface EditUi {
  selected: { widgetId: string; layoutId: LayoutId } | null;
  editor: { part: EditorPart; widgetId?: string; layoutId?: LayoutId } | null;
  dialog: 'add' | 'import' | null;
  busy: boolean;
}

export interface EditOptions {
  base: Json;
  /** A recovered draft to continue from. */
  draft?: Json;
  userId: string;
  dashboardId: string;
  /** Leave edit mode; `saved` is the dashboard as saved (null: declined). */
  onExit(saved: Json | null): void;
}

export class EditControllerState {
  readonly session: EditSession;
  ui: EditUi = { selected: null, editor: null, dialog: null, busy: false };
  /** The state on screen (the runtime's layouts report it). */
  stateId = '';
  private readonly uiListeners = new Set<() => void>();
  private readonly modeler = stableModeler();
  private draftTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly key: string;
  private closed = false;

  constructor(readonly options: EditOptions) {
    this.session = new EditSession(options.base, options.draft);
    this.key = draftKey(options.userId, options.dashboardId);
    this.session.subscribe(() => this.scheduleDraft());
  }

  model(): DashboardModel {
    return this.modeler(this.session.raw);
  }

  subscribeUi = (l: () => void) => {
    this.uiListeners.add(l);
    return () => this.uiListeners.delete(l);
  };
  getUi = () => this.ui;
  setUi(patch: Partial<EditUi>): void {
    this.ui = { ...this.ui, ...patch };
    for (const l of this.uiListeners) l();
  }

  target(layoutId: LayoutId = 'main'): Target {
    return { stateId: this.stateId, layoutId };
  }

  select(widgetId: string | null, layoutId: LayoutId = 'main'): void {
    const cur = this.ui.selected;
    if (cur?.widgetId === widgetId && cur?.layoutId === layoutId) return;
    this.setUi({ selected: widgetId ? { widgetId, layoutId } : null });
  }

  exported(widgetId: string, layoutId: LayoutId): WidgetExport | null {
    return exportWidget(this.session.raw, this.target(layoutId), widgetId);
  }

  copy(widgetId: string, layoutId: LayoutId): void {
    const item = this.exported(widgetId, layoutId);
    if (!item) return;
    clipboard.copy(item);
    clipboard.copyReference({
      dashboardId: this.options.dashboardId,
      widgetId,
      sizeX: item.originalSize.sizeX,
      sizeY: item.originalSize.sizeY,
      originalColumns: item.originalColumns,
    });
  }

  paste(layoutId: LayoutId, at?: Place): boolean {
    const item = clipboard.item();
    return !!item && this.session.apply((raw) => importWidget(raw, this.target(layoutId), item, uuidV4, at));
  }

  pasteReference(layoutId: LayoutId, at?: Place): boolean {
    const ref = clipboard.reference();
    return (
      !!ref &&
      this.session.apply((raw) => pasteReference(raw, this.options.dashboardId, this.target(layoutId), ref, at))
    );
  }

  canPasteReference(layoutId: LayoutId): boolean {
    const ref = clipboard.reference();
    return (
      !!ref &&
      ref.dashboardId === this.options.dashboardId &&
      !layoutItems(this.session.raw, this.stateId, layoutId)[ref.widgetId]
    );
  }

  remove(widgetId: string, layoutId: LayoutId): void {
    if (
      this.session.apply((raw) => removeWidget(raw, this.target(layoutId), widgetId)) &&
      this.ui.selected?.widgetId === widgetId
    )
      this.select(null);
  }

  importExport(item: WidgetExport, layoutId: LayoutId, stateId = this.stateId): void {
    this.session.apply((raw) => importWidget(raw, { stateId, layoutId }, item, uuidV4));
  }

  readPart(part: EditorPart, widgetId?: string): Json {
    return readPart(this.session.raw, part, { stateId: this.stateId, widgetId });
  }

  applyPart(part: EditorPart, value: Json, widgetId?: string): void {
    this.session.apply((raw) => applyPart(raw, part, { stateId: this.stateId, widgetId }, value));
  }

  private scheduleDraft(): void {
    if (this.closed) return;
    if (this.draftTimer) clearTimeout(this.draftTimer);
    this.draftTimer = setTimeout(() => {
      this.draftTimer = null;
      if (this.closed) return;
      if (this.session.dirty)
        void writeDraft({ key: this.key, raw: this.session.raw, base: this.session.base, savedAt: Date.now() });
      else void deleteDraft(this.key);
    }, DRAFT_DELAY_MS);
  }

  /** Leave edit mode: the draft goes (saved or declined). */
  exit(saved: Json | null): void {
    this.closed = true;
    if (this.draftTimer) clearTimeout(this.draftTimer);
    void deleteDraft(this.key).then(() => this.options.onExit(saved));
  }
}
