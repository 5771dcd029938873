/**
 * JSON object editor: a JSON code editor (indent 2) bound to an object value. Valid when the text parses to an
 * object, or is empty and not required. Errors: required, parse failure `Error: name: message`,
 * not an object. Invalid text is not emitted; `onValidityChange` reports it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CodeEditor } from '../code-editor/code-editor';
import { checkJsonObject, formatJson } from '../code-editor/json-format';
import { FieldError } from '../field/field-frame';

/** Object editor tidy indent. */
export const OBJECT_EDITOR_INDENT = 2;

export interface JsonObjectEditorProps {
  label: string;
  value: object | null;
  onChange(value: object | null): void;
  onValidityChange?(valid: boolean): void;
  required?: boolean;
  readOnly?: boolean;
  minHeight?: number;
  testId?: string;
}

const toText = (value: object | null) => (value == null ? '' : formatJson(value, OBJECT_EDITOR_INDENT, 0));

export function JsonObjectEditor({
  label,
  value,
  onChange,
  onValidityChange,
  required,
  readOnly,
  minHeight,
  testId,
}: JsonObjectEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(() => toText(value));
  const [error, setError] = useState<string | null>(null);
  const emitted = useRef<object | null>(value);

  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(toText(value));
      setError(null);
    }
  }, [value]);

  const change = (next: string) => {
    setText(next);
    const r = checkJsonObject(next, !!required);
    if (r.ok) {
      setError(null);
      emitted.current = r.value;
      onChange(r.value);
    } else {
      setError(
        r.error === 'required'
          ? t('json-object.required')
          : r.error === 'not-object'
            ? t('json-object.not-an-object')
            : r.error,
      );
    }
    onValidityChange?.(r.ok);
  };

  return (
    <div data-testid={testId}>
      <CodeEditor
        label={required ? `${label} *` : label}
        value={text}
        onChange={change}
        mode="json"
        readOnly={readOnly}
        minHeight={minHeight}
        tidyIndent={OBJECT_EDITOR_INDENT}
      />
      <FieldError id={`${id}-msg`} error={error} />
    </div>
  );
}
