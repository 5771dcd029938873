/**
 * JavaScript function editor: the fixed header `function name(args) {`, a CodeMirror editor in
 * JavaScript mode for the body, the closing brace, Tidy (hidden when disabled) and fullscreen. Validation runs the
 * body through the caller's `validate(script)` — a server or WebAssembly sandbox, never eval in the page — and then
 * checks the result type. A failure shows an error toast (bottom left) and marks the failing line; both clear on
 * the next edit. `ref.validate()` is the submit-time check; `validateOnBlur` also checks when focus leaves.
 */
import { forwardRef, useImperativeHandle, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { CodeEditor } from '../code-editor/code-editor';
import { CodeLine } from '../code-editor/code-editor.styles';
import { v } from '../theme/tokens';
import { judgeRun, type JsFuncResultType, type JsFuncRun, type JsFuncVerdict } from './js-func-check';
import { tidyJs } from './js-tidy';

export interface JsFuncEditorProps {
  /** Label above the editor (default: the function name). */
  label?: string;
  /** Name in the header line, e.g. `Filter`. */
  functionName: string;
  /** Argument names in the header line, e.g. `['msg', 'metadata', 'msgType']`. */
  args: readonly string[];
  value: string;
  onChange(script: string): void;
  disabled?: boolean;
  /** Expected result type (default 'any': a value must be returned). */
  resultType?: JsFuncResultType;
  /** Runs the body with sample arguments in a sandbox. Without it the editor does no validation. */
  validate?(script: string): Promise<JsFuncRun>;
  /** Also validate when focus leaves the editor. */
  validateOnBlur?: boolean;
  onValidityChange?(valid: boolean): void;
  minHeight?: number;
  /** Grow to fill a flex-column parent. */
  fill?: boolean;
  /** Extra toolbar content, e.g. a "Test" button. */
  tools?: ReactNode;
  testId?: string;
}

/** Imperative handle: `validate()` resolves to validity (true when there is no `validate` prop). */
export interface JsFuncEditorHandle {
  validate(): Promise<boolean>;
}

const Checking = styled.span`
  font-size: 12px;
  color: ${v('color-text-secondary')};
`;

export const JsFuncEditor = forwardRef<JsFuncEditorHandle, JsFuncEditorProps>(function JsFuncEditor(props, ref) {
  const {
    label,
    functionName,
    args,
    value,
    onChange,
    disabled,
    resultType = 'any',
    validate,
    validateOnBlur,
    onValidityChange,
  } = props;
  const { t } = useTranslation();
  const [error, setError] = useState<{ text: string; line: number | null } | null>(null);
  const [checking, setChecking] = useState(false);
  // Each validation gets a number; an answer that arrives after a newer edit or check is dropped.
  const seq = useRef(0);
  const latest = useRef(value);
  latest.current = value;

  const describe = (verdict: Exclude<JsFuncVerdict, { valid: true }>): { text: string; line: number | null } => {
    if (verdict.kind === 'no-return') return { text: t('js-func.no-return-error'), line: null };
    if (verdict.kind === 'type-mismatch')
      return { text: t('js-func.return-type-mismatch', { type: verdict.type }), line: null };
    const { name, message, lineNumber, columnNumber } = verdict.error;
    let text = name ? `${name}: ${message}` : message;
    if (lineNumber) text += `\n${t('js-func.error-position', { line: lineNumber, column: columnNumber ?? 1 })}`;
    return { text, line: lineNumber ?? null };
  };

  const run = async (): Promise<boolean> => {
    if (!validate) return true;
    const mine = ++seq.current;
    const script = latest.current;
    setChecking(true);
    let verdict: JsFuncVerdict;
    try {
      verdict = judgeRun(await validate(script), resultType);
    } catch (e) {
      verdict = {
        valid: false,
        kind: 'error',
        error: { name: e instanceof Error ? e.name : 'Error', message: e instanceof Error ? e.message : String(e) },
      };
    }
    if (mine !== seq.current) return verdict.valid; // superseded by an edit or a newer check
    setChecking(false);
    setError(verdict.valid ? null : describe(verdict));
    onValidityChange?.(verdict.valid);
    return verdict.valid;
  };
  useImperativeHandle(ref, () => ({ validate: run }));

  const change = (text: string) => {
    seq.current += 1; // any pending check is about older text
    setChecking(false);
    if (error) {
      setError(null); // any edit clears the error marks of the last check
      onValidityChange?.(true);
    }
    onChange(text);
  };

  const header = `function ${functionName}(${args.join(', ')}) {`;
  return (
    <div
      data-testid={props.testId}
      data-js-func=""
      style={props.fill ? { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 } : undefined}
    >
      <CodeEditor
        label={label ?? functionName}
        value={value}
        onChange={change}
        mode="javascript"
        readOnly={disabled}
        minHeight={props.minHeight ?? 200}
        fill={props.fill}
        tidy={tidyJs}
        error={error?.text ?? null}
        errorLine={error?.line ?? null}
        tools={
          <>
            {checking ? <Checking data-testid="js-func-checking">{t('js-func.checking')}</Checking> : null}
            {props.tools}
          </>
        }
        before={<CodeLine data-testid="js-func-header">{header}</CodeLine>}
        after={<CodeLine data-testid="js-func-footer">{'}'}</CodeLine>}
        onBlur={validateOnBlur && validate ? () => void run() : undefined}
      />
    </div>
  );
});
