/** Gallery: buttons, toggles, text fields, selects and the small navigation controls. */
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumb } from '../../src/ui/breadcrumb/breadcrumb';
import { Button, IconButton } from '../../src/ui/button/button';
import { Checkbox } from '../../src/ui/checkbox/checkbox';
import { CopyButton } from '../../src/ui/copy-button/copy-button';
import { HelpButton } from '../../src/ui/help-button/help-button';
import { AddIcon, DeleteIcon } from '../../src/ui/icons/control-icons';
import { DashboardIcon, DevicesIcon, SettingsIcon } from '../../src/ui/icons/nav-icons';
import { Logo } from '../../src/ui/logo/logo';
import { Menu, MenuItem } from '../../src/ui/menu/menu';
import { PasswordField } from '../../src/ui/password-field/password-field';
import { ProgressBar } from '../../src/ui/progress-bar/progress-bar';
import { RadioGroup } from '../../src/ui/radio/radio-group';
import { createSearchController } from '../../src/ui/search/search-controller';
import { SearchField } from '../../src/ui/search/search-field';
import { Select } from '../../src/ui/select/select';
import { SidenavMenu } from '../../src/ui/sidenav/sidenav-menu';
import { Tabs } from '../../src/ui/tabs/tabs';
import { TextArea } from '../../src/ui/text-field/text-area';
import { TextField } from '../../src/ui/text-field/text-field';
import { Toggle } from '../../src/ui/toggle/toggle';
import { Tooltip } from '../../src/ui/tooltip/tooltip';
import { Card, Grid, Live, Row, Section, Stack } from './gallery-kit';

function SearchDemo() {
  const [controller] = useState(() => createSearchController(() => undefined));
  return <SearchField controller={controller} text="thermo" placeholder="Enter search" closeLabel="Close search" />;
}

function NavigationCard() {
  return (
    <Card title="Breadcrumb, menu, search" file="breadcrumb · menu · search">
      <MemoryRouter>
        <Breadcrumb
          label="Breadcrumb"
          crumbs={[
            { label: 'Home', to: '/home' },
            { label: 'Devices', to: '/devices', icon: DevicesIcon },
            { label: 'Thermostat T1' },
          ]}
        />
      </MemoryRouter>
      <Row>
        <Menu
          label="Actions"
          trigger={(p) => (
            <Button $variant="outlined" {...p}>
              Actions ▾
            </Button>
          )}
        >
          <MenuItem onSelect={() => undefined}>Edit</MenuItem>
          <MenuItem onSelect={() => undefined}>Delete</MenuItem>
        </Menu>
      </Row>
      <SearchDemo />
    </Card>
  );
}

function SidenavCard() {
  return (
    <Card title="Sidenav menu" file="sidenav">
      <div
        style={{
          background: 'var(--iot-color-sidenav)',
          color: 'var(--iot-color-sidenav-text)',
          borderRadius: 6,
          padding: '4px 0',
        }}
      >
        <MemoryRouter initialEntries={['/devices']}>
          <SidenavMenu
            currentPath="/devices"
            sections={[
              { kind: 'link', id: 'dash', path: '/dashboards', label: 'Dashboards', icon: DashboardIcon },
              { kind: 'link', id: 'dev', path: '/devices', label: 'Devices', icon: DevicesIcon },
              { kind: 'toggle', id: 'set', path: '/settings', label: 'Settings', icon: SettingsIcon, pages: [] },
            ]}
          />
        </MemoryRouter>
      </div>
    </Card>
  );
}

function ChoiceCard() {
  return (
    <Card title="Checkbox, toggle, radio group" file="checkbox · toggle · radio">
      <Stack>
        <Live initial={true}>{(v, set) => <Checkbox label="Gateway" checked={v} onChange={set} />}</Live>
        <Live initial={false}>
          {(v, set) => <Checkbox label="Overwrite activity time" checked={v} onChange={set} />}
        </Live>
        <Live initial={true}>{(v, set) => <Toggle label="Show all icons" checked={v} onChange={set} />}</Live>
        <Live initial={false}>{(v, set) => <Toggle label="Hide the interval" checked={v} onChange={set} />}</Live>
      </Stack>
      <Live initial={'row'}>
        {(v, set) => (
          <RadioGroup<string>
            label="Direction"
            row
            value={v}
            onChange={set}
            options={[
              { value: 'row', label: 'Row' },
              { value: 'column', label: 'Column' },
            ]}
          />
        )}
      </Live>
    </Card>
  );
}

function SelectCard() {
  return (
    <Card title="Select" file="select">
      <Live initial={'AVG'}>
        {(v, set) => (
          <Select<string>
            label="Aggregation"
            value={v}
            onChange={set}
            options={['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'].map((x) => ({ value: x, label: x }))}
            hint="How values are grouped"
          />
        )}
      </Live>
      <Select<string>
        label="Queue"
        value={null}
        onChange={() => undefined}
        options={[]}
        required
        error="Select a queue."
      />
    </Card>
  );
}

export function BasicSection() {
  return (
    <Section>
      <h2>Basics</h2>
      <Grid>
        <Card title="Buttons" file="button">
          <Row>
            <Button>Save</Button>
            <Button $variant="outlined">Export</Button>
            <Button $variant="text">Cancel</Button>
            <Button disabled>Disabled</Button>
            <IconButton aria-label="Add">
              <AddIcon />
            </IconButton>
          </Row>
        </Card>
        <ChoiceCard />
        <Card title="Text field, text area, password" file="text-field · password-field">
          <TextField label="Device name" defaultValue="Thermostat T1" />
          <TextField label="Email" defaultValue="tenant@" error="Enter a valid email address." required />
          <TextArea label="Description" defaultValue="Second floor, east wing" rows={2} />
          <PasswordField label="Password" defaultValue="secret" showLabel="Show password" hideLabel="Hide password" />
        </Card>
        <SelectCard />
        <Card title="Tabs, tooltip (hover or focus the bin), progress" file="tabs · tooltip · progress-bar">
          <Live initial={'REALTIME'}>
            {(v, set) => (
              <Tabs<string>
                label="Time window"
                value={v}
                onChange={set}
                tabs={[
                  { key: 'REALTIME', label: 'Realtime' },
                  { key: 'HISTORY', label: 'History' },
                ]}
              />
            )}
          </Live>
          <Row style={{ margin: '12px 0' }}>
            <Tooltip content="Delete device" placement="right">
              <IconButton aria-label="Delete">
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Row>
          <ProgressBar label="Loading" />
        </Card>
        <NavigationCard />
        <Card title="Logo, help button, copy button" file="logo · help-button · copy-button">
          <Row style={{ color: 'var(--iot-color-primary)' }}>
            <Logo />
            <HelpButton helpId="https://thingsboard.io/docs/" />
            <CopyButton text="A1_TEST_TOKEN" />
          </Row>
        </Card>
        <SidenavCard />
      </Grid>
    </Section>
  );
}
