/**
 * A text field holding a message pattern: under it, the variables the message offers — `${metadataKey}` for
 * metadata values and `$[dataKey]` for message data fields — as buttons that append the placeholder to the text.
 */
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { TextArea } from '../text-field/text-area';
import { TextField } from '../text-field/text-field';
import { v } from '../theme/tokens';

/** Keys a message offers. */
export interface TemplateVars {
  metadata: readonly string[];
  data: readonly string[];
}

export interface TemplateFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  vars: TemplateVars;
  error?: string | null;
  /** Helper text under the field, above the variables. */
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  testId?: string;
}

const Vars = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  margin-block: -4px 4px;
  margin-inline: 12px 0;
  font-size: 12px;
  color: ${v('color-text-secondary')};
  button {
    font: inherit;
    font-family: monospace;
    padding: 1px 6px;
    border-radius: 10px;
    border: 1px solid ${v('color-divider')};
    background: ${v('color-surface')};
    color: ${v('color-primary')};
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    border-color: ${v('color-primary')};
  }
`;

export function TemplateField({
  label,
  value,
  onChange,
  vars,
  error,
  hint,
  required,
  multiline,
  testId,
}: TemplateFieldProps) {
  const { t } = useTranslation();
  const names = [...vars.metadata.map((k) => `\${${k}}`), ...vars.data.map((k) => `$[${k}]`)];
  return (
    <div data-testid={testId}>
      {multiline ? (
        <TextArea
          label={label}
          value={value}
          required={required}
          error={error ?? undefined}
          hint={hint}
          rows={4}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <TextField
          label={label}
          value={value}
          required={required}
          error={error ?? undefined}
          hint={hint}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <Vars aria-label={t('template-field.variables')} role="group">
        <span>{t('template-field.variables')}:</span>
        {names.map((n) => (
          <button
            type="button"
            key={n}
            title={t('template-field.insert', { name: n })}
            onClick={() => onChange(value + n)}
          >
            {n}
          </button>
        ))}
      </Vars>
    </div>
  );
}
