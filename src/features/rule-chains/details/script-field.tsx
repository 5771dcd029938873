/**
 * One script field of a node's configuration: the JS function editor (validated by the server sandbox when focus
 * leaves it) and a "Test" button opening the script test dialog, whose Save writes the tested script back.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ToolButton } from '../../../ui/code-editor/code-editor.styles';
import { PlayIcon } from '../../../ui/icons/control-icons';
import { JsFuncEditor } from '../../../ui/js-func/js-func-editor';
import { ScriptTestDialog } from '../../../ui/script-test/script-test-dialog';
import type { ScriptField as ScriptFieldSpec } from '../model/catalog';
import { debugInput, runScriptTest, validateScript } from './script-support';

export interface ScriptFieldProps {
  label: string;
  field: ScriptFieldSpec;
  value: string;
  onChange(script: string): void;
  onValidityChange(valid: boolean): void;
  /** Saved node id: its latest debug input prefills the test dialog. */
  ruleNodeId: string | null;
  disabled?: boolean;
  testId?: string;
}

type Prefill = Awaited<ReturnType<typeof debugInput>>;

export function ScriptField({
  label,
  field,
  value,
  onChange,
  onValidityChange,
  ruleNodeId,
  disabled,
  testId,
}: ScriptFieldProps) {
  const { t } = useTranslation();
  const [testing, setTesting] = useState<Prefill | null>(null);
  return (
    <>
      <JsFuncEditor
        label={label}
        functionName={field.functionName}
        args={field.args}
        value={value}
        onChange={onChange}
        resultType={field.resultType}
        validate={(script) => validateScript(field, script)}
        validateOnBlur
        onValidityChange={onValidityChange}
        disabled={disabled}
        minHeight={220}
        testId={testId}
        tools={
          <ToolButton
            data-testid="script-test-open"
            disabled={disabled}
            onClick={() => void debugInput(ruleNodeId).then(setTesting)}
          >
            <PlayIcon size={18} />
            {t('rulenode.test-script')}
          </ToolButton>
        }
      />
      {testing ? (
        <ScriptTestDialog
          open
          functionName={field.functionName}
          args={field.args}
          script={value}
          msg={testing.msg}
          metadata={testing.metadata}
          msgType={testing.msgType}
          test={(input) => runScriptTest(field, input)}
          onClose={(script) => {
            setTesting(null);
            if (script !== null && script !== value) onChange(script);
          }}
        />
      ) : null}
    </>
  );
}
