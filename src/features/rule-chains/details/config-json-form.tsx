/**
 * Configuration fields without a dedicated editor. This is the one place to swap in the JSON-schema form
 * (src/ui/json-schema-form, built in parallel): it receives the node's JSON schema and the plain fields, and must
 * emit only valid objects and report validity ("form-config validity gates rule-node configuration").
 * Until then it edits the fields as a JSON object.
 */
import { useTranslation } from 'react-i18next';
import { JsonObjectEditor } from '../../../ui/json-object-editor/json-object-editor';

export interface ConfigJsonFormProps {
  /** JSON schema of the whole configuration (from the descriptor), for the schema form to come. */
  schema: unknown;
  value: Record<string, unknown>;
  onChange(value: Record<string, unknown>): void;
  onValidityChange(valid: boolean): void;
  disabled?: boolean;
}

export function ConfigJsonForm({ value, onChange, onValidityChange, disabled }: ConfigJsonFormProps) {
  const { t } = useTranslation();
  return (
    <JsonObjectEditor
      label={t('rulenode.configuration')}
      value={value}
      onChange={(v) => v && onChange(v as Record<string, unknown>)}
      onValidityChange={onValidityChange}
      required
      readOnly={disabled}
      minHeight={180}
      testId="node-config-json"
    />
  );
}
