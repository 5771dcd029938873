/**
 * Script test dialog for rule-node scripts: four resizable panes —
 * message (type + JSON body) and metadata on top (35 %), script editor and output below (65 %), each row split
 * 50/50. Test runs the script on the server through the caller's `test()`: an error answer shows an error toast,
 * success shows the output pretty-printed (indent 4). Save re-runs the test and, on success, closes with the script;
 * Cancel (or Escape) closes with null; so does the start of any navigation.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { CodeEditor } from '../code-editor/code-editor';
import { Dialog } from '../dialog/dialog';
import { useNavigationStart } from '../dialog/use-navigation-start';
import { FieldError } from '../field/field-frame';
import { JsFuncEditor } from '../js-func/js-func-editor';
import { KeyValueMap } from '../key-value-map/key-value-map';
import { MessageTypeAutocomplete } from '../message-type/message-type-autocomplete';
import { SplitPane } from '../split-pane/split-pane';
import { ToastProvider, useToast } from '../toast/toast-context';
import { ToastHost } from '../toast/toast-host';
import { Body, PaneBox, PaneTitle } from './script-test.styles';
import {
  checkInputs,
  inputsValid,
  prettyOutput,
  SAMPLE_MSG,
  SAMPLE_MSG_TYPE,
  SCRIPT_TEST_INDENT,
  sampleMetadata,
  type ScriptTestErrors,
  type ScriptTestInput,
  type ScriptTestResult,
} from './script-test-model';

export interface ScriptTestDialogProps {
  open: boolean;
  /** Function name and arguments shown in the editor header, e.g. `Filter(msg, metadata, msgType)`. */
  functionName: string;
  args: readonly string[];
  script: string;
  /** Initial message (an object), metadata and type; samples when absent. */
  msg?: unknown;
  metadata?: Record<string, string>;
  msgType?: string;
  /** Runs the script on the server. Rejecting (network failure) counts as an error answer. */
  test(input: ScriptTestInput): Promise<ScriptTestResult>;
  /** The saved script, or null for Cancel / Escape / navigation. */
  onClose(script: string | null): void;
}

/** The toast target inside the dialog. */
const TOAST_TARGET = 'script-test';

export function ScriptTestDialog(props: ScriptTestDialogProps) {
  const { t } = useTranslation();
  useNavigationStart(props.open, () => props.onClose(null));
  return (
    <Dialog
      open={props.open}
      onOpenChange={(o) => !o && props.onClose(null)}
      title={t('rulenode.test-script-function')}
      width={1280}
      testId="script-test-dialog"
    >
      <ToastProvider>
        <ScriptTestBody {...props} />
      </ToastProvider>
    </Dialog>
  );
}

function ScriptTestBody({
  functionName,
  args,
  script: initialScript,
  msg,
  metadata,
  msgType,
  test,
  onClose,
}: ScriptTestDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [type, setType] = useState<string | null>(msgType ?? SAMPLE_MSG_TYPE);
  const [body, setBody] = useState(() => JSON.stringify(msg ?? SAMPLE_MSG, null, SCRIPT_TEST_INDENT));
  const [meta, setMeta] = useState<Record<string, string>>(() => metadata ?? sampleMetadata());
  const [metaValid, setMetaValid] = useState(true);
  const [script, setScript] = useState(initialScript);
  const [output, setOutput] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const errors: ScriptTestErrors = checkInputs(type, metaValid, meta, body);

  /** Runs the test; resolves true on success. */
  const runTest = async (): Promise<boolean> => {
    setSubmitted(true);
    if (!inputsValid(errors) || running.current) return false;
    running.current = true;
    setBusy(true);
    let result: ScriptTestResult;
    try {
      result = await test({ script, msg: body, metadata: meta, msgType: type ?? '' });
    } catch (e) {
      result = { output: '', error: e instanceof Error ? e.message : String(e) };
    } finally {
      running.current = false;
      setBusy(false);
    }
    if (result.error) {
      toast.show({
        message: result.error,
        type: 'error',
        target: TOAST_TARGET,
        verticalPosition: 'bottom',
        horizontalPosition: 'left',
      });
      return false;
    }
    toast.hide(TOAST_TARGET);
    setOutput(prettyOutput(result.output));
    return true;
  };

  const message = (
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
  const metadataPane = (
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
  const editor = (
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
  const out = (
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
  return (
    <>
      <Body>
        <SplitPane
          direction="vertical"
          initial={35}
          label={t('rulenode.resize-panes')}
          testId="script-test-rows"
          first={
            <SplitPane
              direction="horizontal"
              initial={50}
              label={t('rulenode.resize-panes')}
              first={message}
              second={metadataPane}
              testId="script-test-top"
            />
          }
          second={
            <SplitPane
              direction="horizontal"
              initial={50}
              label={t('rulenode.resize-panes')}
              first={editor}
              second={out}
              testId="script-test-bottom"
            />
          }
        />
        <ToastHost target={TOAST_TARGET} wide={false} />
      </Body>
      <div
        data-testid="script-test-actions"
        style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', paddingTop: 12 }}
      >
        <Button $variant="text" onClick={() => void runTest()} disabled={busy} data-testid="script-test-run">
          {t('rulenode.test')}
        </Button>
        <Button $variant="text" onClick={() => onClose(null)} data-testid="script-test-cancel">
          {t('action.cancel')}
        </Button>
        <Button
          onClick={() => void runTest().then((ok) => ok && onClose(script))}
          disabled={busy}
          data-testid="script-test-save"
        >
          {t('action.save')}
        </Button>
      </div>
    </>
  );
}
