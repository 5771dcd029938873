/**
 * The widget type editor's state: the draft (name and descriptor) against the last saved version, the preview run,
 * the error the preview frame reported, and the actions — Run, Revert, Save (the same type, or a new one in the
 * editor's bundle) and Save as (a new type in a chosen bundle, then its editor). Names must not be blank and the
 * JSON fields must parse before anything is saved.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { saveWidgetType, type WidgetType } from '../../../api/widgets-bundles';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import { useToast } from '../../../ui/toast/toast-context';
import type { WidgetKind } from '../../../widgets/widget-contract';
import type { SandboxWidgetError } from '../../../widgets/sandbox/widget-sandbox-frame';
import { widgetsBundleKeys } from '../api/widgets-bundle-queries';
import {
  invalidJsonField,
  newDescriptor,
  readDescriptor,
  toStoredDescriptor,
  type WidgetDescriptor,
} from '../model/widget-type-model';
import { SaveAsDialog, type SaveAsResult } from './save-as-dialog';
import type { PreviewRun } from './widget-preview';
import { refreshQueries } from '../../../ui/query/refresh-queries';

export interface Draft {
  name: string;
  descriptor: WidgetDescriptor;
}

const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

export interface WidgetDraftOptions {
  bundleId: string;
  bundleAlias: string;
  original: WidgetType | null;
  newKind: WidgetKind;
  readOnly: boolean;
  authority: string | null;
}

/** Checks a draft before saving: the name must not be blank and the JSON fields must parse; a toast says why not. */
function useDraftCheck() {
  const { t } = useTranslation();
  const toast = useToast();
  return (draft: Draft): boolean => {
    if (draft.name.trim() === '') {
      toast.show({ message: t('widget-editor.name-required'), type: 'error' });
      return false;
    }
    const bad = invalidJsonField(draft.descriptor);
    if (bad) {
      toast.show({
        message: t('widget-editor.invalid-json', { field: t(`widget-editor.field-${bad}`) }),
        type: 'error',
      });
      return false;
    }
    return true;
  };
}

export function useWidgetDraft({ bundleId, bundleAlias, original, newKind, readOnly, authority }: WidgetDraftOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const checkDraft = useDraftCheck();

  const initial = useMemo<Draft>(
    () =>
      original
        ? { name: original.name, descriptor: readDescriptor(original.descriptor) }
        : { name: t('widget-editor.new-widget-name'), descriptor: newDescriptor(newKind) },
    [original, newKind, t],
  );
  const [saved, setSaved] = useState<{ type: WidgetType | null; draft: Draft }>({ type: original, draft: initial });
  const [draft, setDraft] = useState<Draft>(initial);
  const [run, setRun] = useState<PreviewRun>({ id: 1, draft: initial });
  const [error, setError] = useState<SandboxWidgetError | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = !same(draft, saved.draft);
  const setD = (patch: Partial<WidgetDescriptor>) =>
    setDraft((x) => ({ ...x, descriptor: { ...x.descriptor, ...patch } }));
  const setName = (name: string) => setDraft((x) => ({ ...x, name }));

  const doRun = () => {
    setError(null);
    setRun((r) => ({ id: r.id + 1, draft }));
  };

  const check = () => checkDraft(draft);

  const afterSave = async () => {
    await refreshQueries(queryClient, widgetsBundleKeys.all);
    toast.show({ message: t('widget-editor.saved'), type: 'success' });
  };

  const save = async () => {
    if (readOnly || busy || !check()) return;
    setBusy(true);
    try {
      const body = { name: draft.name.trim(), descriptor: toStoredDescriptor(draft.descriptor) };
      const result = saved.type
        ? await saveWidgetType({ ...saved.type, ...body })
        : await saveWidgetType({ bundleAlias, ...body });
      const next = { name: result.name, descriptor: readDescriptor(result.descriptor) };
      setSaved({ type: result, draft: next });
      setDraft(next);
      await afterSave();
      if (!saved.type) navigate(`/widgets-bundles/${bundleId}/widgetTypes/${result.id.id}`, { replace: true });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  const saveAs = async () => {
    if (busy || !check()) return;
    const target = await dialogs.open<SaveAsResult | null>((close) => (
      <SaveAsDialog name={draft.name} authority={authority} onClose={close} />
    ));
    if (!target) return;
    setBusy(true);
    try {
      const result = await saveWidgetType({
        bundleAlias: target.bundle.alias,
        name: target.name.trim(),
        descriptor: toStoredDescriptor(draft.descriptor),
      });
      await afterSave();
      navigate(`/widgets-bundles/${target.bundle.id.id}/widgetTypes/${result.id.id}`);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  const revert = () => {
    setDraft(saved.draft);
    setError(null);
    setRun((r) => ({ id: r.id + 1, draft: saved.draft }));
  };

  return {
    draft,
    setD,
    setName,
    dirty,
    hasSaved: !!saved.type,
    run,
    doRun,
    error,
    setError,
    busy,
    save,
    saveAs,
    revert,
  };
}
