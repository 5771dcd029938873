/** Gallery: every dialog, opened from a button (screenshots open them one by one). */
import { useState, type ReactNode } from 'react';
import { Button } from '../../src/ui/button/button';
import { ColorPickerDialog } from '../../src/ui/color-picker/color-picker-dialog';
import { CommandPalette } from '../../src/ui/command-palette/command-palette';
import { Dialog } from '../../src/ui/dialog/dialog';
import { DialogsProvider, useDialogs } from '../../src/ui/dialog/dialog-service';
import { EditJsonDialog } from '../../src/ui/edit-json-dialog/edit-json-dialog';
import { HotkeysProvider, useHotkey } from '../../src/ui/hotkeys/hotkeys-context';
import { HotkeysOverlay } from '../../src/ui/hotkeys/hotkeys-overlay';
import { IconPickerDialog } from '../../src/ui/icon-picker/icon-picker-dialog';
import { DashboardIcon, DevicesIcon } from '../../src/ui/icons/nav-icons';
import { Card, Grid, Row, Section } from './gallery-kit';

function Opener({
  label,
  id,
  children,
}: {
  label: string;
  id: string;
  children(open: boolean, close: () => void): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="outlined" onClick={() => setOpen(true)} data-open={id}>
        {label}
      </Button>
      {children(open, () => setOpen(false))}
    </>
  );
}

function MessageDialogs() {
  const dialogs = useDialogs();
  return (
    <>
      <Button
        $variant="outlined"
        data-open="confirm"
        onClick={() =>
          void dialogs.confirm({
            title: 'Delete device?',
            message: 'Device <b>Thermostat T1</b> and its data will be deleted.',
            okLabel: 'Delete',
            cancelLabel: 'Cancel',
          })
        }
      >
        Confirm
      </Button>
      <Button
        $variant="outlined"
        data-open="alert"
        onClick={() =>
          void dialogs.alert({ title: 'Cannot upload the file', message: 'Files may be at most 1 MB.', okLabel: 'OK' })
        }
      >
        Alert
      </Button>
    </>
  );
}

function Shortcuts() {
  useHotkey('g d', 'Go to devices', () => undefined, { group: 'Navigation' });
  useHotkey('g h', 'Go to home', () => undefined, { group: 'Navigation' });
  useHotkey('mod+k', 'Open the command palette', () => undefined);
  return (
    <Opener label="Hotkeys cheat sheet" id="hotkeys">
      {(open, close) => (
        <HotkeysOverlay
          open={open}
          onClose={close}
          title="Keyboard shortcuts"
          closeLabel="Close"
          defaultGroup="General"
        />
      )}
    </Opener>
  );
}

export function DialogSection() {
  return (
    <Section>
      <h2>Dialogs</h2>
      <Grid>
        <Card
          title="Dialogs, opened on demand"
          file="dialog · dialogs · edit-json-dialog · color-picker · icon-picker · hotkeys · command-palette"
          wide
        >
          <DialogsProvider>
            <HotkeysProvider>
              <Row>
                <Opener label="Edit JSON" id="edit-json">
                  {(open, close) => (
                    <EditJsonDialog
                      open={open}
                      value={{ floor: 2, zone: 'east', sensors: ['t1', 't2'] }}
                      onClose={close}
                    />
                  )}
                </Opener>
                <Opener label="Colour picker" id="color">
                  {(open, close) => <ColorPickerDialog open={open} value="#305680" onClose={close} />}
                </Opener>
                <Opener label="Icon picker" id="icon">
                  {(open, close) => <IconPickerDialog open={open} value="thermostat" onClose={close} />}
                </Opener>
                <MessageDialogs />
                <Shortcuts />
                <Opener label="Command palette" id="palette">
                  {(open, close) => (
                    <CommandPalette
                      open={open}
                      onClose={close}
                      label="Command palette"
                      placeholder="Type a command or a page"
                      emptyText="No commands match."
                      commands={[
                        {
                          id: 'dash',
                          label: 'Dashboards',
                          group: 'Go to',
                          icon: DashboardIcon,
                          perform: () => undefined,
                        },
                        { id: 'dev', label: 'Devices', group: 'Go to', icon: DevicesIcon, perform: () => undefined },
                      ]}
                    />
                  )}
                </Opener>
                <Opener label="Plain dialog" id="dialog">
                  {(open, close) => (
                    <Dialog
                      open={open}
                      onOpenChange={(o) => !o && close()}
                      title="Coming soon"
                      actions={<Button onClick={close}>OK</Button>}
                    >
                      This part of the console is still being built.
                    </Dialog>
                  )}
                </Opener>
              </Row>
            </HotkeysProvider>
          </DialogsProvider>
        </Card>
      </Grid>
    </Section>
  );
}
