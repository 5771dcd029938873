/**
 * The add-widget dialog's preview of the chosen widget type: the real widget, run by a one-widget dashboard
 * runtime (model/sample-dashboard.ts) over the edited dashboard's data source. Its default config's function
 * datasources (or, when it has none, the sample random keys) produce the sample data in the script sandbox, as in
 * ThingsBoard's preview. System types render natively;
 * custom types run in the widget sandbox frame like on any dashboard. Then the type's name, description and "Add".
 */
import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import type { WidgetType } from '../../../../api/widgets-bundles';
import { Button } from '../../../../ui/button/button';
import { v } from '../../../../ui/theme/tokens';
import { parseDashboard } from '../../model/dashboard-model';
import { sampleDashboard, sampleWidget } from '../../model/sample-dashboard';
import { DashboardRuntime } from '../../runtime/dashboard-runtime';
import { useRuntime } from '../../runtime/runtime-context';

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  gap: 10px;
  border-inline-start: 1px solid ${v('color-divider')};
  padding-inline-start: 12px;
`;

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  height: 280px;
  flex: 0 0 auto;
  border: 1px solid ${v('color-divider')};
  border-radius: 6px;
  overflow: hidden;
`;

const About = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  & h3 {
    margin: 0;
    font-size: 15px;
    font-weight: 500;
  }
  & p {
    margin: 6px 0 0;
    font-size: 13px;
    color: ${v('color-text-secondary')};
  }
`;

const Note = styled.p`
  margin: 24px 0;
  color: ${v('color-text-secondary')};
`;

const PREVIEW_ID = 'add-widget-preview';

export interface WidgetTypePreviewProps {
  type: WidgetType | null;
  isSystem: boolean;
  onAdd(type: WidgetType): void;
}

export function WidgetTypePreview({ type, isSystem, onAdd }: WidgetTypePreviewProps) {
  const { t } = useTranslation();
  const rt = useRuntime();
  const model = useMemo(() => {
    if (!type) return null;
    const widget = sampleWidget(type.bundleAlias, type, {
      id: PREVIEW_ID,
      isSystemType: isSystem,
      sampleWhenEmpty: true,
      sizeX: 24,
      sizeY: 6,
    });
    const raw = sampleDashboard([widget], {
      title: type.name,
      perRow: 1,
      gridSettings: { margin: 8, autoFillHeight: true, mobileAutoFillHeight: true, mobileRowHeight: 10 },
      settings: { showTitle: false, hideToolbar: true },
    });
    return { raw, model: parseDashboard(raw) };
  }, [type, isSystem]);
  const user = useMemo(() => ({ authority: rt.userAuthority }), [rt.userAuthority]);
  return (
    <Pane aria-label={t('widget-editor.preview')} data-testid="add-widget-preview">
      {type && model ? (
        <>
          <Stage data-testid="add-widget-preview-stage" data-type-alias={type.alias}>
            <DashboardRuntime
              key={type.id.id}
              model={model.model}
              raw={model.raw}
              dataSource={rt.dataSource}
              user={user}
              theme={rt.theme}
              hideToolbar
              canFullscreen={false}
            />
          </Stage>
          <About>
            <h3>{type.name}</h3>
            {type.description ? <p>{type.description}</p> : null}
          </About>
          <div>
            <Button onClick={() => onAdd(type)} data-testid="add-widget-confirm">
              {t('action.add')}
            </Button>
          </div>
        </>
      ) : (
        <Note>{t('dashboard.select-widget-type')}</Note>
      )}
    </Pane>
  );
}
