/**
 * Queue select: autocomplete over the queue names of a service type, from the caller's `loadQueues` (a failed
 * fetch gives an empty list); required → queue.name_required; no match → queue.no-queues-matching.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Autocomplete } from '../autocomplete/autocomplete';

export interface QueueSelectProps {
  value: string | null;
  onChange(queueName: string | null): void;
  loadQueues(signal: AbortSignal): Promise<readonly string[]>;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** Helper text under the field. */
  hint?: string;
  testId?: string;
}

export function QueueSelect({
  value,
  onChange,
  loadQueues,
  label,
  required,
  disabled,
  hint,
  testId,
}: QueueSelectProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete<string>
      label={label ?? t('queue.name')}
      value={value}
      onChange={onChange}
      search={async (text, signal) => {
        const q = text.trim().toLowerCase();
        return (await loadQueues(signal)).filter((n) => n.toLowerCase().includes(q));
      }}
      getLabel={(s) => s}
      getKey={(s) => s}
      noMatchText={(text) => t('queue.no-queues-matching', { queue: text })}
      required={required}
      requiredText={t('queue.name_required')}
      disabled={disabled}
      hint={hint}
      testId={testId}
    />
  );
}
