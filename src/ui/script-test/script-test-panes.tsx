/** The panes and action row of the script test dialog: message, metadata, output, and Test / Cancel / Save. */
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { CodeEditor } from '../code-editor/code-editor';
import { FieldError } from '../field/field-frame';
import { JsFuncEditor } from '../js-func/js-func-editor';
import { KeyValueMap } from '../key-value-map/key-value-map';
import { MessageTypeAutocomplete } from '../message-type/message-type-autocomplete';
import type { ScriptTestErrors } from './script-test-model';
import { PaneBox, PaneTitle } from './script-test.styles';

interface MessagePaneProps {
  type: string | null;
  setType(type: string | null): void;
  body: string;
  setBody(body: string): void;
  submitted: boolean;
  errors: ScriptTestErrors;
}

/** Message type and JSON body; their required errors once a test was tried. */
export function MessagePane({ type, setType, body, setBody, submitted, errors }: MessagePaneProps) {
  const { t } = useTranslation();
  return (
    <PaneBox data-testid="script-test-message">
      <PaneTitle>{t('rulenode.message')}</PaneTitle>
      <MessageTypeAutocomplete
        value={type}
        onChange={setType}
        required
        error={submitted && errors.msgType ? t('rulenode.message-type-required') : null}
        testId="script-test-msg-type"
      />
      <CodeEditor
        label={t('rulenode.message-body')}
        value={body}
        onChange={setBody}
        mode="json"
        validate
        validateOnChange
        minHeight={90}
        fill
        testId="script-test-msg-body"
      />
      <FieldError
        id="script-test-body-error"
        error={submitted && errors.msg === 'required' ? t('rulenode.message-body-required') : null}
      />
    </PaneBox>
  );
}

interface MetadataPaneProps {
  meta: Record<string, string>;
  setMeta(meta: Record<string, string>): void;
  setMetaValid(valid: boolean): void;
  submitted: boolean;
  errors: ScriptTestErrors;
}

/** Message metadata as key/value rows. */
export function MetadataPane({ meta, setMeta, setMetaValid, submitted, errors }: MetadataPaneProps) {
  const { t } = useTranslation();
  return (
    <PaneBox data-testid="script-test-metadata">
      <PaneTitle>{t('rulenode.metadata')}</PaneTitle>
      <KeyValueMap
        label={t('rulenode.metadata')}
        value={meta}
        onChange={setMeta}
        onValidityChange={setMetaValid}
        required
        testId="script-test-metadata-map"
      />
      <FieldError
        id="script-test-metadata-error"
        error={submitted && errors.metadata ? t('rulenode.metadata-required') : null}
      />
    </PaneBox>
  );
}

interface EditorPaneProps {
  functionName: string;
  args: readonly string[];
  script: string;
  setScript(script: string): void;
}

/** The script under test, in the function editor. */
export function EditorPane({ functionName, args, script, setScript }: EditorPaneProps) {
  const { t } = useTranslation();
  return (
    <PaneBox>
      <JsFuncEditor
        functionName={functionName}
        args={args}
        value={script}
        onChange={setScript}
        label={t('rulenode.test-script-function')}
        minHeight={120}
        fill
        testId="script-test-editor"
      />
    </PaneBox>
  );
}

/** The last test's output, read-only. */
export function OutputPane({ output }: { output: string }) {
  const { t } = useTranslation();
  return (
    <PaneBox data-testid="script-test-output">
      <CodeEditor
        label={t('rulenode.output')}
        value={output}
        onChange={() => undefined}
        mode="json"
        readOnly
        hideToolbar
        minHeight={120}
        fill
        testId="script-test-output-editor"
      />
    </PaneBox>
  );
}

interface ScriptTestActionsProps {
  busy: boolean;
  onTest(): void;
  onCancel(): void;
  onSave(): void;
}

/** Test, Cancel and Save; Test and Save are disabled while a test runs. */
export function ScriptTestActions({ busy, onTest, onCancel, onSave }: ScriptTestActionsProps) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="script-test-actions"
      style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', paddingTop: 12 }}
    >
      <Button $variant="text" onClick={onTest} disabled={busy} data-testid="script-test-run">
        {t('rulenode.test')}
      </Button>
      <Button $variant="text" onClick={onCancel} data-testid="script-test-cancel">
        {t('action.cancel')}
      </Button>
      <Button onClick={onSave} disabled={busy} data-testid="script-test-save">
        {t('action.save')}
      </Button>
    </div>
  );
}
