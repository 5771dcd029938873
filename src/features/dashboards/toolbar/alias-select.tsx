/**
 * Entity alias selector (dashboard setting showEntitiesSelect): for aliases that resolve to a single entity out of
 * several candidates, pick which one the dashboard shows.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Popover } from '../../../ui/popover/popover';
import { NamedIcon } from '../runtime/named-icon';
import { ToolButton } from './tool-button';

export interface AliasChoice {
  aliasId: string;
  alias: string;
  current: string | null;
  load(): Promise<{ id: string; entityType: string; name: string }[]>;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px 16px;
  min-width: 260px;
  & label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 12px;
    color: var(--iot-color-text-secondary);
  }
  & select {
    font: inherit;
    font-size: 14px;
    padding: 6px;
    color: var(--iot-color-text);
    background: var(--iot-color-surface);
    border: 1px solid var(--iot-color-divider);
    border-radius: 4px;
  }
`;

function ChoiceField({
  choice,
  onSelect,
}: {
  choice: AliasChoice;
  onSelect(e: { id: string; entityType: string; name: string }): void;
}) {
  const [options, setOptions] = useState<{ id: string; entityType: string; name: string }[] | null>(null);
  if (options === null) void choice.load().then(setOptions, () => setOptions([]));
  return (
    <label>
      {choice.alias}
      <select
        value={options?.find((o) => o.name === choice.current)?.id ?? ''}
        onChange={(e) => {
          const picked = options?.find((o) => o.id === e.target.value);
          if (picked) onSelect(picked);
        }}
      >
        <option value="" disabled>
          {choice.current ?? ''}
        </option>
        {(options ?? []).map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function AliasSelect({
  choices,
  onSelect,
}: {
  choices: AliasChoice[];
  onSelect(aliasId: string, e: { id: string; entityType: string; name: string }): void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const summary = choices
    .map((c) => c.current)
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <ToolButton
        ref={setAnchor}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('dashboard.select-entity')}
        data-testid="alias-select"
      >
        <NamedIcon name="devices_other" />
        <span>{summary || t('dashboard.select-entity')}</span>
      </ToolButton>
      <Popover
        open={open}
        onOpenChange={setOpen}
        anchor={anchor}
        label={t('dashboard.select-entity')}
        testId="alias-select-panel"
      >
        <Panel>
          {choices.map((c) => (
            <ChoiceField key={c.aliasId} choice={c} onSelect={(e) => onSelect(c.aliasId, e)} />
          ))}
        </Panel>
      </Popover>
    </>
  );
}
