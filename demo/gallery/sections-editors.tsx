/** Gallery: editors, forms, files, pickers, navigation, feedback. */
import { useEffect } from 'react';
import { CodeEditor } from '../../src/ui/code-editor/code-editor';
import { ColorInput } from '../../src/ui/color-picker/color-input';
import { ColorPicker } from '../../src/ui/color-picker/color-picker';
import { ContactForm, type Contact } from '../../src/ui/contact/contact-form';
import { FabToolbar } from '../../src/ui/fab-toolbar/fab-toolbar';
import { FileInput, type LoadedFile } from '../../src/ui/file-input/file-input';
import { IconInput } from '../../src/ui/icon-picker/icon-input';
import { AddIcon, DeleteIcon } from '../../src/ui/icons/control-icons';
import { ImageUpload } from '../../src/ui/image-upload/image-upload';
import { JsonObjectEditor } from '../../src/ui/json-object-editor/json-object-editor';
import { JsonSchemaForm } from '../../src/ui/json-schema-form/json-schema-form';
import { KeyValueMap } from '../../src/ui/key-value-map/key-value-map';
import { NavTree } from '../../src/ui/nav-tree/nav-tree';
import { ToastProvider, useToast } from '../../src/ui/toast/toast-context';
import { ToastHost } from '../../src/ui/toast/toast-host';
import type { ToastType } from '../../src/ui/toast/toast-store';
import { ValueInput } from '../../src/ui/value-input/value-input';
import { loadTreeChildren, SETTINGS_FORM, SETTINGS_SCHEMA } from './fixtures';
import { Card, Grid, Live, Section } from './gallery-kit';
import { FullscreenIcon } from '../../src/ui/icons/frame-icons';

const LOGO_SVG = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 40"><rect width="64" height="40" rx="6" fill="#305680"/><circle cx="20" cy="20" r="8" fill="#ff9a00"/><path d="M34 28l8-12 8 12z" fill="#fff"/></svg>')}`;

function ShowToast({ type, message }: { type: ToastType; message: string }) {
  const toast = useToast();
  useEffect(() => {
    toast.show({ message, type, duration: 0 });
  }, []);
  return null;
}

function Toast({ type, message }: { type: ToastType; message: string }) {
  return (
    <ToastProvider>
      <div style={{ position: 'relative', height: 60 }}>
        <ToastHost wide />
        <ShowToast type={type} message={message} />
      </div>
    </ToastProvider>
  );
}

export function EditorSection() {
  return (
    <Section>
      <h2>Editors, forms and files</h2>
      <Grid>
        <Card title="JSON code editor (Tidy, Minify, full screen)" file="code-editor">
          <Live initial={'{\n    "temperature": 21.5,\n    "humidity": 40\n}'}>
            {(v, set) => <CodeEditor label="Payload" value={v} onChange={set} validate minHeight={120} />}
          </Live>
        </Card>
        <Card title="JSON object editor" file="json-object-editor">
          <Live initial={{ floor: 2, zone: 'east' } as object | null}>
            {(v, set) => <JsonObjectEditor label="Additional info" value={v} onChange={set} required minHeight={100} />}
          </Live>
        </Card>
        <Card title="JSON schema form" file="json-schema-form">
          <Live initial={{ thresholds: [{ value: 30 }] } as unknown}>
            {(v, set) => <JsonSchemaForm schema={SETTINGS_SCHEMA} form={SETTINGS_FORM} model={v} onChange={set} />}
          </Live>
        </Card>
        <Card title="Value input, key-value map" file="value-input · key-value-map">
          <Live initial={21.5 as unknown}>{(v, set) => <ValueInput value={v} onChange={set} />}</Live>
          <Live initial={{ method: 'setGpio', pin: '4' } as Record<string, string> | null}>
            {(v, set) => <KeyValueMap label="Metadata" value={v} onChange={set} />}
          </Live>
        </Card>
        <Card title="Contact form" file="contact">
          <Live
            initial={
              {
                country: 'Germany',
                city: 'Berlin',
                zip: '10115',
                address: 'Alexanderplatz 1',
                email: 'ops@example.com',
              } as Contact
            }
          >
            {(v, set) => <ContactForm value={v} onChange={set} />}
          </Live>
        </Card>
        <Card title="Colour picker, colour field, icon field" file="color-picker · icon-picker">
          <Live initial={'#2e7d32' as string | null}>{(v, set) => <ColorPicker value={v} onChange={set} />}</Live>
          <Live initial={'#ff9a00' as string | null}>
            {(v, set) => <ColorInput label="Line colour" value={v} onChange={set} />}
          </Live>
          <Live initial={'thermostat' as string | null}>
            {(v, set) => <IconInput label="Icon" value={v} onChange={set} />}
          </Live>
        </Card>
        <Card title="File input, image upload" file="file-input · image-upload">
          <Live initial={[] as LoadedFile[]}>
            {(v, set) => <FileInput label="Rule chain file" value={v} onChange={set} allowedExtensions="json" />}
          </Live>
          <Live initial={LOGO_SVG as string | null}>
            {(v, set) => <ImageUpload label="Logo" value={v} onChange={set} maxSizeBytes={1024 * 1024} />}
          </Live>
        </Card>
        <Card title="Navigation tree with search" file="nav-tree">
          <Live initial={'a-1-t' as string | null}>
            {(v, set) => (
              <NavTree
                label="Sites"
                loadChildren={loadTreeChildren}
                selectedId={v}
                onSelect={(n) => set(n.id)}
                searchable
              />
            )}
          </Live>
        </Card>
        <Card title="Floating action toolbar" file="fab-toolbar">
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 16, alignItems: 'center' }}>
            <FabToolbar
              label="Dashboard actions"
              open
              actions={[
                { id: 'add', label: 'Add widget', icon: <AddIcon />, onClick: () => undefined },
                { id: 'full', label: 'Full screen', icon: <FullscreenIcon />, onClick: () => undefined },
                { id: 'del', label: 'Delete', icon: <DeleteIcon />, onClick: () => undefined },
              ]}
            />
            <FabToolbar label="More actions" actions={[]} />
          </div>
        </Card>
        <Card title="Toast display (error, warn, success, info)" file="toast">
          <Toast type="error" message="Device could not be saved." />
          <Toast type="warn" message="The gateway is inactive." />
          <Toast type="success" message="Settings saved." />
          <Toast type="info" message="An update is available." />
        </Card>
      </Grid>
    </Section>
  );
}
