/** Add an instance id (0–65535, not yet present) to a multiple-instance LwM2M object. */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../../../../ui/button/button';
import { AddIcon } from '../../../../ui/icons/control-icons';
import { TextField } from '../../../../ui/text-field/text-field';
import { INSTANCE_ID_MAX } from '../../model/lwm2m';

const Wrap = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  max-width: 420px;
  & > div {
    flex: 1;
  }
  & > button {
    margin-top: 8px;
  }
`;

export function Lwm2mInstanceAdder({
  existing,
  onAdd,
  disabled,
}: {
  existing: readonly number[];
  onAdd(id: number): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const n = Number(text);
  const error =
    text === ''
      ? null
      : !/^\d+$/.test(text) || n > INSTANCE_ID_MAX
        ? t('device-profile.lwm2m.instance-id-range', { max: INSTANCE_ID_MAX })
        : existing.includes(n)
          ? t('device-profile.lwm2m.instance-id-exists')
          : null;
  return (
    <Wrap>
      <TextField
        label={t('device-profile.lwm2m.new-instance-id')}
        value={text}
        inputMode="numeric"
        disabled={disabled}
        error={error ?? undefined}
        onChange={(e) => setText(e.target.value.trim())}
        data-testid="lwm2m-new-instance"
      />
      <Button
        $variant="outlined"
        disabled={disabled || text === '' || !!error}
        onClick={() => {
          onAdd(n);
          setText('');
        }}
        data-testid="lwm2m-add-instance"
      >
        <AddIcon size={18} />
        {t('device-profile.lwm2m.add-instance')}
      </Button>
    </Wrap>
  );
}
