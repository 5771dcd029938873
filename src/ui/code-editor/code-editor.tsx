/**
 * JSON/text code editor: CodeMirror (lazy chunk) in a labelled frame with Tidy (indent 4, wrap 60), Minify and a
 * fullscreen toggle. With `validate` in JSON mode it checks the text on blur, on submit (`ref.validate()`) and,
 * with `validateOnChange`, on every change; a failure shows `Error: name: message` as a bottom-left toast.
 */
import { forwardRef, useId, useImperativeHandle, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MinifyIcon, TidyIcon } from '../icons/control-icons';
import { Area, ErrorToast, Fallback, Frame, Header, ToolButton } from './code-editor.styles';
import { CODE_EDITOR_TIDY, jsonParseError, minifyJson, tidyJson } from './json-format';
import { lazyComponent, useLazyComponent } from '../lazy/lazy-component';
import { FullscreenExitIcon, FullscreenIcon } from '../icons/frame-icons';

// Not through Suspense: React would hold the editor's reveal up to 300 ms after its placeholder appeared (ui/lazy).
const codeMirrorView = lazyComponent(() => import('./codemirror-view').then((m) => m.default));

export interface CodeEditorProps {
  label: string;
  value: string;
  onChange(text: string): void;
  mode?: 'json' | 'text' | 'javascript';
  /** JSON mode: check that the text parses. */
  validate?: boolean;
  /** Also validate on every change (default: on blur and on submit only). */
  validateOnChange?: boolean;
  onValidityChange?(valid: boolean): void;
  readOnly?: boolean;
  /** Editor height, px (JSON editor min height 200). */
  minHeight?: number;
  hideToolbar?: boolean;
  /** Tidy for non-JSON modes (the JS function editor); JSON mode uses `tidyIndent` / wrap 60. */
  tidy?(text: string): string;
  /** JSON tidy indent (4 in the code editor, 2 in the object editor). */
  tidyIndent?: number;
  /** An error from outside (e.g. the JS sandbox), shown like a validation error. */
  error?: string | null;
  errorLine?: number | null;
  /** Extra toolbar content (left of the built-in buttons). */
  tools?: ReactNode;
  /** Rendered above / below the editor area inside the frame (JS function header and closing brace). */
  before?: ReactNode;
  after?: ReactNode;
  placeholder?: string;
  /** Grow to fill a flex-column parent (the editor area takes the free height; minHeight still applies). */
  fill?: boolean;
  /** Called when focus leaves the editor (after the built-in JSON check). */
  onBlur?(): void;
  testId?: string;
}

/** Imperative handle: `validate()` runs the submit-time check and returns validity. */
export interface CodeEditorHandle {
  validate(): boolean;
}

export const CodeEditor = forwardRef<CodeEditorHandle, CodeEditorProps>(function CodeEditor(props, ref) {
  const { label, value, onChange, mode = 'json', validate, validateOnChange, onValidityChange, readOnly } = props;
  const {
    minHeight = 200,
    hideToolbar,
    tidy,
    tidyIndent = CODE_EDITOR_TIDY.indent,
    error: outerError,
    errorLine,
    tools,
    before,
    after,
    placeholder,
    testId,
  } = props;
  const { t } = useTranslation();
  const CodeMirrorView = useLazyComponent(codeMirrorView);
  const id = useId();
  const [full, setFull] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const check = (text: string): boolean => {
    if (!validate || mode !== 'json') return true;
    const e = text.trim() === '' ? null : jsonParseError(text);
    setError(e);
    onValidityChange?.(e === null);
    return e === null;
  };
  useImperativeHandle(ref, () => ({ validate: () => check(value) }));

  const change = (text: string) => {
    onChange(text);
    if (validateOnChange) check(text);
  };
  const shownError = outerError ?? error;
  const canFormat = !readOnly && (mode === 'json' || !!tidy);
  return (
    <Frame $full={full} $fill={!!props.fill} data-testid={testId} data-fullscreen={full || undefined}>
      <Header>
        <label id={`${id}-label`}>{label}</label>
        {tools}
        {!hideToolbar && canFormat ? (
          <ToolButton
            onClick={() => change(mode === 'json' ? tidyJson(value, tidyIndent, CODE_EDITOR_TIDY.wrap) : tidy!(value))}
            data-testid="code-editor-tidy"
          >
            <TidyIcon size={18} />
            {t('js-func.tidy')}
          </ToolButton>
        ) : null}
        {!hideToolbar && canFormat && mode === 'json' ? (
          <ToolButton onClick={() => change(minifyJson(value))} data-testid="code-editor-minify">
            <MinifyIcon size={18} />
            {t('js-func.mini')}
          </ToolButton>
        ) : null}
        {!hideToolbar ? (
          <ToolButton
            aria-label={full ? t('fullscreen.exit') : t('fullscreen.expand')}
            aria-pressed={full}
            onClick={() => setFull(!full)}
            data-testid="code-editor-fullscreen"
          >
            {full ? <FullscreenExitIcon size={20} /> : <FullscreenIcon size={20} />}
          </ToolButton>
        ) : null}
      </Header>
      {before}
      <Area $minHeight={minHeight} $invalid={!!shownError} $full={full || !!props.fill}>
        {CodeMirrorView ? (
          <CodeMirrorView
            value={value}
            onChange={change}
            onBlur={() => {
              check(value);
              props.onBlur?.();
            }}
            mode={mode}
            readOnly={readOnly}
            label={label}
            placeholder={placeholder}
            errorLine={errorLine}
          />
        ) : (
          <Fallback>{t('common.loading')}</Fallback>
        )}
        {shownError ? (
          <ErrorToast role="alert" data-testid="code-editor-error">
            {shownError}
          </ErrorToast>
        ) : null}
      </Area>
      {after}
    </Frame>
  );
});
