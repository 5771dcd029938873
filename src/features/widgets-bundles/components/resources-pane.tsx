/**
 * The Resources pane of the widget type editor: URLs of scripts and stylesheets the widget loads before its code. A
 * URL that is neither (ThingsBoard's 'Unsupported file type' / 'Unable to detect file type from url') is marked;
 * the preview then reports it and does not start the widget.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/button/button';
import { AddIcon, DeleteIcon } from '../../../ui/icons/control-icons';
import { TextField } from '../../../ui/text-field/text-field';
import { resourceType } from '../../../widgets/sandbox/resource-type';
import { ReadOnlyNote, ResourceRow } from './editor-styles';

export function ResourcesPane({
  resources,
  readOnly,
  onChange,
}: {
  resources: { url: string }[];
  readOnly: boolean;
  onChange(r: { url: string }[]): void;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="widget-editor-resources"
      style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {resources.map((r, i) => {
        const type = r.url.trim() ? resourceType(r.url) : 'js';
        return (
          <ResourceRow key={i}>
            <TextField
              label={t('widget-editor.resource-url')}
              error={typeof type === 'string' ? undefined : t(type.key, type.params)}
              data-testid="widget-editor-resource-url"
              value={r.url}
              disabled={readOnly}
              onChange={(e) => onChange(resources.map((x, j) => (j === i ? { url: e.target.value } : x)))}
            />
            {!readOnly ? (
              <Button
                $variant="text"
                aria-label={t('widget-editor.remove-resource')}
                onClick={() => onChange(resources.filter((_x, j) => j !== i))}
              >
                <DeleteIcon size={20} />
              </Button>
            ) : null}
          </ResourceRow>
        );
      })}
      {resources.length === 0 ? <ReadOnlyNote as="p">{t('widget-editor.no-resources')}</ReadOnlyNote> : null}
      {!readOnly ? (
        <div>
          <Button
            $variant="outlined"
            onClick={() => onChange([...resources, { url: '' }])}
            data-testid="widget-editor-add-resource"
          >
            <AddIcon size={18} />
            {t('widget-editor.add-resource')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
