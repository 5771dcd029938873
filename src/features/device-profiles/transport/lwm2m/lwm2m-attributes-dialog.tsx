/**
 * Notification attributes of an LwM2M object, instance or resource (pmin, pmax, gt, lt, st). Every attribute
 * added needs a value; pmin and pmax are whole numbers of at least 0, digits only. Apply stays
 * disabled while anything is invalid.
 */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import { Button, IconButton } from '../../../../ui/button/button';
import { Dialog } from '../../../../ui/dialog/dialog';
import { AddIcon, DeleteIcon } from '../../../../ui/icons/control-icons';
import { Select } from '../../../../ui/select/select';
import { TextField } from '../../../../ui/text-field/text-field';
import { Hint } from '../../editor/editor-styles';
import {
  attributeValueError,
  LWM2M_ATTRIBUTE_NAMES,
  type AttributeValues,
  type Lwm2mAttributeName,
} from '../../model/lwm2m';

interface Row {
  name: Lwm2mAttributeName;
  text: string;
}

const AttrRow = styled.div`
  display: grid;
  grid-template-columns: 150px 1fr 40px;
  gap: 8px;
  align-items: start;
  & > button {
    margin-top: 6px;
  }
`;

export interface Lwm2mAttributesDialogProps {
  /** What the attributes belong to, e.g. "Device #3 / instance 0 / Battery Level". */
  target: string;
  value: AttributeValues;
  onApply(value: AttributeValues): void;
  onClose(): void;
  disabled?: boolean;
}

export function Lwm2mAttributesDialog({ target, value, onApply, onClose, disabled }: Lwm2mAttributesDialogProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() =>
    LWM2M_ATTRIBUTE_NAMES.filter((n) => value[n] !== undefined && value[n] !== null).map((name) => ({
      name,
      text: String(value[name]),
    })),
  );
  const errors = rows.map((r) => attributeValueError(r.name, r.text));
  const valid = errors.every((e) => e === null);
  const free = LWM2M_ATTRIBUTE_NAMES.filter((n) => !rows.some((r) => r.name === n));
  const set = (i: number, patch: Partial<Row>) => setRows(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const apply = () => onApply(Object.fromEntries(rows.map((r) => [r.name, Number(r.text.trim())])) as AttributeValues);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('device-profile.lwm2m.attributes-of', { target })}
      width={560}
      testId="lwm2m-attributes-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button disabled={disabled || !valid} onClick={apply} data-testid="lwm2m-attributes-apply">
            {t('action.apply')}
          </Button>
        </>
      }
    >
      <Hint>{t('device-profile.lwm2m.attributes-hint')}</Hint>
      {rows.map((r, i) => (
        <AttrRow key={r.name} data-testid="lwm2m-attribute-row">
          <Select<Lwm2mAttributeName>
            label={t('device-profile.lwm2m.attribute-name')}
            value={r.name}
            disabled={disabled}
            options={LWM2M_ATTRIBUTE_NAMES.map((n) => ({
              value: n,
              label: t(`device-profile.lwm2m.attribute-${n}`),
              disabled: n !== r.name && !free.includes(n),
            }))}
            onChange={(name) => set(i, { name })}
          />
          <TextField
            label={t('device-profile.lwm2m.attribute-value')}
            value={r.text}
            required
            disabled={disabled}
            inputMode={r.name === 'pmin' || r.name === 'pmax' ? 'numeric' : 'decimal'}
            error={errors[i] ? t(errors[i]!) : undefined}
            onChange={(e) => set(i, { text: e.target.value })}
            data-testid={`lwm2m-attribute-${r.name}`}
          />
          <IconButton
            aria-label={t('device-profile.lwm2m.remove-attribute')}
            disabled={disabled}
            onClick={() => setRows(rows.filter((_, k) => k !== i))}
          >
            <DeleteIcon size={20} />
          </IconButton>
        </AttrRow>
      ))}
      <Button
        $variant="text"
        disabled={disabled || free.length === 0}
        onClick={() => setRows([...rows, { name: free[0]!, text: '' }])}
        data-testid="lwm2m-add-attribute"
      >
        <AddIcon size={18} />
        {t('device-profile.lwm2m.add-attribute')}
      </Button>
    </Dialog>
  );
}
