/** Gallery: autocompletes, chip lists and the entity controls. */
import { ChipList } from '../../src/ui/chip-list/chip-list';
import { DashboardAutocomplete } from '../../src/ui/dashboard-autocomplete/dashboard-autocomplete';
import { DashboardSelect } from '../../src/ui/dashboard-select/dashboard-select';
import { EntityAutocomplete } from '../../src/ui/entity/entity-autocomplete';
import { EntityKeyList } from '../../src/ui/entity/entity-key-list';
import { EntityListSelect } from '../../src/ui/entity/entity-list-select';
import { EntitySelect } from '../../src/ui/entity/entity-select';
import { EntitySubtypeAutocomplete, EntitySubtypeList } from '../../src/ui/entity/entity-subtype';
import { EntityTypeList } from '../../src/ui/entity/entity-type-list';
import { EntityTypeSelect } from '../../src/ui/entity/entity-type-select';
import type { EntityRef } from '../../src/ui/entity/entity-types';
import { GatewayPicker } from '../../src/ui/gateway-picker/gateway-picker';
import { MessageTypeAutocomplete } from '../../src/ui/message-type/message-type-autocomplete';
import { OtaPackageAutocomplete } from '../../src/ui/ota-package/ota-package-autocomplete';
import { QueueSelect } from '../../src/ui/queue-select/queue-select';
import { RelationTypeAutocomplete } from '../../src/ui/relation-type/relation-type-autocomplete';
import { TimezonePicker } from '../../src/ui/timezone/timezone-picker';
import { WidgetsBundleSelect } from '../../src/ui/widgets-bundle-select/widgets-bundle-select';
import {
  BUNDLES,
  DASHBOARDS,
  DEVICES,
  GATEWAYS,
  loadEntities,
  loadEntity,
  loadPackage,
  loadQueues,
  loadSubtypes,
  PACKAGES,
  searchDashboards,
  searchEntities,
  searchKeys,
  searchPackages,
} from './fixtures';
import { Card, Grid, Live, Section } from './gallery-kit';

const TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'DASHBOARD', 'CURRENT_CUSTOMER', 'CURRENT_TENANT'];

function DashboardCard() {
  return (
    <Card title="Dashboard autocomplete and selector" file="dashboard-autocomplete · dashboard-select">
      <Live initial={DASHBOARDS[0]!}>
        {(v, set) => <DashboardAutocomplete value={v} onChange={(x) => x && set(x)} search={searchDashboards} />}
      </Live>
      <Live initial={DASHBOARDS[2]!.id.id}>
        {(v, set) => (
          <DashboardSelect
            dashboards={DASHBOARDS.map((d) => ({ id: d.id.id, title: d.title }))}
            value={v}
            onChange={set}
            testId="gallery-dashboard-select"
          />
        )}
      </Live>
    </Card>
  );
}

function EntityAutocompleteCard() {
  return (
    <Card title="Entity autocomplete" file="entity">
      <Live initial={DEVICES[0]!.id.id as string | null}>
        {(v, set) => (
          <EntityAutocomplete
            entityType="DEVICE"
            value={v}
            onChange={(x) => set(x)}
            search={searchEntities}
            load={loadEntity}
            required
          />
        )}
      </Live>
      <EntityAutocomplete
        entityType="DEVICE"
        label="Device"
        value={null}
        onChange={() => undefined}
        search={searchEntities}
        load={loadEntity}
        required
      />
    </Card>
  );
}

function TimezonePackageQueueCard() {
  return (
    <Card title="Timezone, OTA package, queue" file="timezone · ota-package · queue-select">
      <Live initial={'Europe/Berlin' as string | null}>
        {(v, set) => <TimezonePicker value={v} onChange={set} browserTimeEntry />}
      </Live>
      <Live initial={PACKAGES[1]!.id.id as string | null}>
        {(v, set) => (
          <OtaPackageAutocomplete type="FIRMWARE" value={v} onChange={set} search={searchPackages} load={loadPackage} />
        )}
      </Live>
      <Live initial={'Main' as string | null}>
        {(v, set) => <QueueSelect value={v} onChange={set} loadQueues={loadQueues} />}
      </Live>
    </Card>
  );
}

function GatewayBundleCard() {
  return (
    <Card title="Gateway picker, widgets-bundle select" file="gateway-picker · widgets-bundle-select">
      <Live initial={GATEWAYS[0]!}>
        {(v, set) => (
          <GatewayPicker
            value={v}
            onChange={(g) => g && set(g)}
            gateways={GATEWAYS}
            confirm={async () => true}
            createGateway={async (name) => ({ id: null, name })}
          />
        )}
      </Live>
      <Live initial={BUNDLES[0]!.id.id as string | null}>
        {(v, set) => <WidgetsBundleSelect bundles={BUNDLES} value={v} onChange={(b) => set(b.id.id)} />}
      </Live>
    </Card>
  );
}

function EntityListsCard() {
  return (
    <Card title="Entity list, entity types, keys, subtypes" file="entity">
      <Live initial={[DEVICES[0]!.id.id, DEVICES[2]!.id.id] as string[] | null}>
        {(v, set) => (
          <EntityListSelect
            entityType="DEVICE"
            value={v}
            onChange={set}
            search={searchEntities}
            loadMany={loadEntities}
          />
        )}
      </Live>
      <Live initial={['DEVICE', 'ASSET']}>
        {(v, set) => <EntityTypeList value={v} onChange={set} allowedTypes={TYPES} />}
      </Live>
      <Live initial={['temperature']}>
        {(v, set) => <EntityKeyList label="Timeseries keys" value={v} onChange={set} search={searchKeys} />}
      </Live>
      <Live initial={['default', 'thermostat'] as string[] | null}>
        {(v, set) => <EntitySubtypeList entityType="DEVICE" value={v} onChange={set} loadSubtypes={loadSubtypes} />}
      </Live>
    </Card>
  );
}

export function LookupSection() {
  return (
    <Section>
      <h2>Lookups and chips</h2>
      <Grid>
        <DashboardCard />
        <EntityAutocompleteCard />
        <Card title="Entity select and entity type select" file="entity">
          <Live initial={{ entityType: 'DEVICE', id: DEVICES[1]!.id.id } as EntityRef | null}>
            {(v, set) => (
              <EntitySelect value={v} onChange={set} allowedTypes={TYPES} search={searchEntities} load={loadEntity} />
            )}
          </Live>
          <Live initial={'ASSET' as string | null}>
            {(v, set) => <EntityTypeSelect value={v} onChange={set} allowedTypes={TYPES} />}
          </Live>
        </Card>
        <TimezonePackageQueueCard />
        <Card title="Relation type, message type, subtype" file="relation-type · message-type · entity">
          <Live initial={'Contains' as string | null}>
            {(v, set) => <RelationTypeAutocomplete value={v} onChange={set} />}
          </Live>
          <Live initial={'POST_TELEMETRY_REQUEST' as string | null}>
            {(v, set) => <MessageTypeAutocomplete value={v} onChange={set} />}
          </Live>
          <Live initial={'thermostat' as string | null}>
            {(v, set) => (
              <EntitySubtypeAutocomplete entityType="DEVICE" value={v} onChange={set} loadSubtypes={loadSubtypes} />
            )}
          </Live>
        </Card>
        <GatewayBundleCard />
        <Card title="Chip list (draggable chips)" file="chip-list">
          <Live initial={['temperature', 'humidity', 'pressure']}>
            {(v, set) => (
              <ChipList<string>
                label="Data keys"
                items={v}
                onChange={set}
                getKey={(s) => s}
                getLabel={(s) => s}
                fromText={(s) => s}
                draggable
                hint="Drag chips, or Alt+Arrow, to reorder"
              />
            )}
          </Live>
        </Card>
        <EntityListsCard />
      </Grid>
    </Section>
  );
}
