/**
 * The CodeMirror 6 view behind CodeEditor. Loaded lazily (its own chunk) so CodeMirror stays out of the initial
 * bundle. Mounted with `root: shadowRoot` and the page's CSP nonce; colours follow the theme tokens.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, StateEffect, StateField, type Extension } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderExt,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { useDomRoot } from '../dom-root';
import { v, type Token } from '../theme/tokens';

export interface CodeMirrorViewProps {
  value: string;
  onChange(text: string): void;
  onBlur?(): void;
  mode: 'json' | 'text' | 'javascript';
  readOnly?: boolean;
  /** Accessible name of the editable area. */
  label: string;
  placeholder?: string;
  /** Lines marked as erroneous (1-based), e.g. a JS runtime error. */
  errorLine?: number | null;
}

function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.content || meta?.nonce || undefined;
}

const theme = EditorView.theme({
  '&': { height: '100%', backgroundColor: v('color-surface'), color: v('color-text'), fontSize: '13px' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.5' },
  '.cm-gutters': { backgroundColor: v('color-surface-2'), color: v('color-text-secondary'), border: 'none' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'color-mix(in srgb, currentColor 6%, transparent)' },
  '.cm-cursor': { borderInlineStartColor: v('color-text') },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: v('color-focus') },
  '.cm-error-line': { backgroundColor: 'color-mix(in srgb, var(--iot-color-warn, #d32f2f) 18%, transparent)' },
});

/** CodeMirror's default colours, each routed through a `--iot-code-*` token so the dark theme stays readable. */
const CODE_TOKENS: Readonly<Record<string, Token>> = {
  '#708': 'code-keyword',
  '#219': 'code-atom',
  '#164': 'code-number',
  '#a11': 'code-string',
  '#e40': 'code-regexp',
  '#00f': 'code-definition',
  '#30a': 'code-variable',
  '#085': 'code-type',
  '#167': 'code-class',
  '#256': 'code-macro',
  '#00c': 'code-property',
  '#940': 'code-comment',
  '#f00': 'code-invalid',
  '#404740': 'code-meta',
};
const themedHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) => {
    const token = typeof spec.color === 'string' ? CODE_TOKENS[spec.color] : undefined;
    return token ? { ...spec, color: v(token) } : spec;
  }),
);

const setErrorLine = StateEffect.define<number | null>();
const errorLineMark = Decoration.line({ class: 'cm-error-line' });

/** Marks one line (1-based) as erroneous; cleared on any edit (the JS editor clears marks on edit). */
const errorLineField = StateField.define({
  create: () => Decoration.none,
  update(marks, tr) {
    let next = tr.docChanged ? Decoration.none : marks.map(tr.changes);
    for (const e of tr.effects) {
      if (!e.is(setErrorLine)) continue;
      const n = e.value;
      next =
        n && n >= 1 && n <= tr.state.doc.lines
          ? Decoration.set([errorLineMark.range(tr.state.doc.line(n).from)])
          : Decoration.none;
    }
    return next;
  },
  provide: (f) => EditorView.decorations.from(f),
});

function languageFor(mode: CodeMirrorViewProps['mode']): Extension {
  return mode === 'json' ? json() : mode === 'javascript' ? javascript() : [];
}

/** Default export for React.lazy. */
export default function CodeMirrorView({
  value,
  onChange,
  onBlur,
  mode,
  readOnly,
  label,
  placeholder,
  errorLine,
}: CodeMirrorViewProps) {
  const { shadowRoot } = useDomRoot();
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onBlur });
  callbacks.current = { onChange, onBlur };
  // Texts this view reported that the `value` prop has not caught up with yet. CodeMirror reports edits outside
  // React's discrete events, so with fast typing a render can carry an older text back in; such an echo must not
  // be written into the document, or it would eat the newer keystrokes.
  const unconfirmed = useRef<string[]>([]);
  const editable = useRef(new Compartment());
  const language = useRef(new Compartment());

  useEffect(() => {
    const nonce = cspNonce();
    const v6 = new EditorView({
      root: shadowRoot,
      parent: parent.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          nonce ? EditorView.cspNonce.of(nonce) : [],
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          history(),
          // Tab indents inside the editor; Escape then Tab leaves it (CodeMirror's documented a11y escape hatch).
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.lineWrapping,
          syntaxHighlighting(themedHighlightStyle, { fallback: true }),
          theme,
          errorLineField,
          placeholder ? placeholderExt(placeholder) : [],
          language.current.of(languageFor(mode)),
          editable.current.of([EditorView.editable.of(!readOnly), EditorState.readOnly.of(!!readOnly)]),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' }),
          EditorView.updateListener.of((u) => {
            if (!u.docChanged) return;
            const text = u.state.doc.toString();
            // Bounded: a parent that never echoes (ignores onChange) must not grow this forever.
            if (unconfirmed.current.push(text) > 256) unconfirmed.current.shift();
            callbacks.current.onChange(text);
          }),
          EditorView.domEventHandlers({ blur: () => void callbacks.current.onBlur?.() }),
        ],
      }),
    });
    view.current = v6;
    return () => {
      v6.destroy();
      view.current = null;
    };
    // The view is created once; later prop changes go through the effects below.
  }, [shadowRoot]);

  useEffect(() => {
    const v6 = view.current;
    const echo = unconfirmed.current.indexOf(value);
    if (echo >= 0) {
      unconfirmed.current.splice(0, echo + 1);
      return;
    }
    unconfirmed.current = [];
    if (v6 && v6.state.doc.toString() !== value) {
      v6.dispatch({ changes: { from: 0, to: v6.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: editable.current.reconfigure([EditorView.editable.of(!readOnly), EditorState.readOnly.of(!!readOnly)]),
    });
  }, [readOnly]);

  useEffect(() => {
    view.current?.dispatch({ effects: language.current.reconfigure(languageFor(mode)) });
  }, [mode]);

  useEffect(() => {
    view.current?.dispatch({ effects: setErrorLine.of(errorLine ?? null) });
  }, [errorLine]);

  // Code reads left to right in every language (CodeMirror still lays out right-to-left text inside a line).
  return <div ref={parent} dir="ltr" style={{ height: '100%' }} data-testid="code-editor-view" />;
}
