/** Dialogs of the rule chains list: add a chain (name, description, debug mode) and import a ThingsBoard file. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Dialog } from '../../../ui/dialog/dialog';
import { FileInput, type LoadedFile } from '../../../ui/file-input/file-input';
import { TextArea } from '../../../ui/text-field/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { parseRuleChainFile, RuleChainFileError, type RuleChainFile } from '../model/rule-chain-file';
import { useFormSubmit } from '../../../ui/dialog/use-form-submit';

/** Fields of a new chain. */
export interface NewChainFields {
  name: string;
  description: string;
  debugMode: boolean;
}

/** Add rule chain. `onSubmit` may throw: the dialog stays open (the HTTP layer shows the error). */
export function CreateChainDialog({
  onDone,
  onSubmit,
}: {
  onDone(): void;
  onSubmit(fields: NewChainFields): Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [debugMode, setDebugMode] = useState(false);
  const [touched, setTouched] = useState(false);
  const { busy, run } = useFormSubmit();
  const invalid = !name.trim();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (invalid || busy) return;
    await run(() => onSubmit({ name: name.trim(), description, debugMode }));
  };

  return (
    <Dialog
      open
      onOpenChange={() => onDone()}
      title={t('rulechain.create-title')}
      testId="rule-chain-create-dialog"
      actions={
        <>
          <Button $variant="text" onClick={() => onDone()}>
            {t('action.cancel')}
          </Button>
          <Button
            type="submit"
            form="rule-chain-create-form"
            disabled={busy || (touched && invalid)}
            data-testid="rule-chain-create-submit"
          >
            {t('rulechain.create')}
          </Button>
        </>
      }
    >
      <form id="rule-chain-create-form" onSubmit={submit} noValidate>
        <TextField
          label={t('rulechain.name')}
          value={name}
          required
          autoFocus
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && invalid ? t('rulechain.name-required') : undefined}
          data-testid="rule-chain-name"
        />
        <Checkbox label={t('rulechain.debug-mode')} checked={debugMode} onChange={setDebugMode} />
        <TextArea
          label={t('rulechain.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          rows={3}
        />
      </form>
    </Dialog>
  );
}

/** Import rule chain: one JSON file, checked before the Import button is enabled. */
export function ImportChainDialog({
  onDone,
  onSubmit,
}: {
  onDone(): void;
  onSubmit(file: RuleChainFile): Promise<void>;
}) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<LoadedFile[]>([]);
  const { busy, run } = useFormSubmit();
  let parsed: RuleChainFile | null = null;
  let error: string | null = null;
  if (files[0]) {
    try {
      parsed = parseRuleChainFile(String(files[0].content));
    } catch (e) {
      if (!(e instanceof RuleChainFileError)) throw e;
      error = t('rulechain.invalid-rulechain-file-error');
    }
  }
  const submit = async () => {
    if (!parsed || busy) return;
    await run(() => onSubmit(parsed));
  };
  return (
    <Dialog
      open
      onOpenChange={() => onDone()}
      title={t('rulechain.import-chain')}
      testId="rule-chain-import-dialog"
      actions={
        <>
          <Button $variant="text" onClick={() => onDone()}>
            {t('action.cancel')}
          </Button>
          <Button disabled={!parsed || busy} onClick={() => void submit()} data-testid="rule-chain-import-submit">
            {t('rulechain.import-action')}
          </Button>
        </>
      }
    >
      <FileInput
        label={t('rulechain.import-file')}
        value={files}
        onChange={setFiles}
        allowedExtensions="json"
        readAs="text"
        required
        testId="rule-chain-import-file"
      />
      {error ? (
        <p role="alert" data-testid="rule-chain-import-error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
