/** "Select widget type": the kind of a new widget type (time series, latest values, RPC, alarm, static). */
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { v } from '../../../ui/theme/tokens';
import type { WidgetKind } from '../../../widgets/widget-contract';
import { WIDGET_KINDS } from '../model/widget-type-model';

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 12px;
`;

const Option = styled.button`
  all: unset;
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 14px 16px;
  border-radius: 6px;
  border: 1px solid ${v('color-divider')};
  cursor: pointer;
  color: ${v('color-text')};
  & small {
    color: ${v('color-text-secondary')};
    font-size: 12px;
  }
  &:hover {
    background: color-mix(in srgb, ${v('color-primary')} 8%, transparent);
  }
  &:focus-visible {
    outline: 3px solid ${v('color-focus')};
  }
`;

export function KindPickerDialog({ onClose }: { onClose(kind: WidgetKind | null): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose(null)}
      title={t('widget-library.select-widget-kind')}
      testId="widget-kind-dialog"
      width={560}
      actions={
        <Button $variant="text" onClick={() => onClose(null)}>
          {t('action.cancel')}
        </Button>
      }
    >
      <Options>
        {WIDGET_KINDS.map((k) => (
          <Option key={k} type="button" onClick={() => onClose(k)} data-testid={`widget-kind-${k}`}>
            <strong>{t(`widgets-bundle.type-${k}`)}</strong>
            <small>{t(`widget-library.kind-hint-${k}`)}</small>
          </Option>
        ))}
      </Options>
    </Dialog>
  );
}
