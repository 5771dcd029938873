/**
 * The layouts of the state open in edit mode (`configuration.states[stateId].layouts`): main only, or main plus
 * right, and each layout's grid settings on its own tab. Apply is disabled while a grid setting is out of range.
 */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Tabs } from '../../../../ui/tabs/tabs';
import { Toggle } from '../../../../ui/toggle/toggle';
import type { EditorPanelProps, TbJson } from '../panel-contract';
import { EditorDialog } from '../shared/editor-dialog';
import { asObject } from '../shared/ids';
import { Caption, Stack } from '../shared/editor-styles';
import { GridSettingsForm } from './grid-settings-form';
import { gridErrors, gridWithDefaults, hasRightLayout, setRightLayout, withGrid } from './layouts-model';

type LayoutId = 'main' | 'right';

export default function LayoutsEditor({ value, context, onApply, onClose }: EditorPanelProps) {
  const { t } = useTranslation();
  const [layouts, setLayouts] = useState<TbJson>(() => asObject(value));
  const [tab, setTab] = useState<LayoutId>(
    context.layoutId === 'right' && hasRightLayout(asObject(value)) ? 'right' : 'main',
  );
  const right = hasRightLayout(layouts);
  const ids: LayoutId[] = right ? ['main', 'right'] : ['main'];
  const grid = (id: LayoutId) => gridWithDefaults(asObject(layouts[id]).gridSettings);
  const valid = ids.every((id) => Object.keys(gridErrors(grid(id))).length === 0);
  const states = asObject(asObject(context.dashboard.configuration).states);
  const stateName = String(asObject(states[context.stateId]).name ?? context.stateId);
  const shown = right ? tab : 'main';
  return (
    <EditorDialog
      title={t('layout.manage')}
      valid={valid}
      onApply={() => onApply(layouts)}
      onClose={onClose}
      testId="layouts-editor"
      width={640}
    >
      <Stack>
        <Caption>{t('layout.state', { state: stateName })}</Caption>
        <Toggle
          label={t('layout.right-layout')}
          checked={right}
          onChange={(on) => {
            setLayouts(setRightLayout(layouts, on));
            if (!on) setTab('main');
          }}
          data-testid="layouts-right"
        />
        <Tabs<LayoutId>
          label={t('layout.layouts')}
          value={shown}
          onChange={setTab}
          tabs={ids.map((id) => ({ key: id, label: t(`layout.${id}`) }))}
        >
          <GridSettingsForm
            key={shown}
            id={shown}
            value={grid(shown)}
            onChange={(g) => setLayouts(withGrid(layouts, shown, g))}
          />
        </Tabs>
      </Stack>
    </EditorDialog>
  );
}
