/**
 * Script test dialog for rule-node scripts: four resizable panes —
 * message (type + JSON body) and metadata on top (35 %), script editor and output below (65 %), each row split
 * 50/50. Test runs the script on the server through the caller's `test()`: an error answer shows an error toast,
 * success shows the output pretty-printed (indent 4). Save re-runs the test and, on success, closes with the script;
 * Cancel (or Escape) closes with null; so does the start of any navigation.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../dialog/dialog';
import { useFormSubmit } from '../dialog/use-form-submit';
import { useNavigationStart } from '../dialog/use-navigation-start';
import { SplitPane } from '../split-pane/split-pane';
import { ToastProvider, useToast } from '../toast/toast-context';
import { ToastHost } from '../toast/toast-host';
import { EditorPane, MessagePane, MetadataPane, OutputPane, ScriptTestActions } from './script-test-panes';
import { Body } from './script-test.styles';
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
  const { busy, run } = useFormSubmit();
  const errors: ScriptTestErrors = checkInputs(type, metaValid, meta, body);

  /** Runs the test; resolves true on success. */
  const runTest = async (): Promise<boolean> => {
    setSubmitted(true);
    if (!inputsValid(errors)) return false;
    const outcome: { result?: ScriptTestResult } = {};
    const ran = await run(async () => {
      try {
        outcome.result = await test({ script, msg: body, metadata: meta, msgType: type ?? '' });
      } catch (e) {
        outcome.result = { output: '', error: e instanceof Error ? e.message : String(e) };
      }
    });
    const result = outcome.result;
    if (!ran || !result) return false;
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
    <MessagePane type={type} setType={setType} body={body} setBody={setBody} submitted={submitted} errors={errors} />
  );
  const metadataPane = (
    <MetadataPane meta={meta} setMeta={setMeta} setMetaValid={setMetaValid} submitted={submitted} errors={errors} />
  );
  const editor = <EditorPane functionName={functionName} args={args} script={script} setScript={setScript} />;
  const out = <OutputPane output={output} />;
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
      <ScriptTestActions
        busy={busy}
        onTest={() => void runTest()}
        onCancel={() => onClose(null)}
        onSave={() => void runTest().then((ok) => ok && onClose(script))}
      />
    </>
  );
}
