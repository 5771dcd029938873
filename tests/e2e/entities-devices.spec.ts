/**
 * Devices end to end against the real server: a tenant admin creates a
 * device (validation first), edits it, assigns/unassigns it, makes it public and private, changes its credentials,
 * round-trips a relation and deletes it; a customer user sees only its customer's devices. A device of an SNMP profile
 * edits its per-device transport configuration.
 */
import { expect, test } from '@playwright/test';
import { confirmYes, openAs, pick, row, rowAction, search, unique } from './entities-support';
import { call, shot, tokenOf } from './rest-support';
import { screenshot } from './support/screenshot';

test('tenant admin: device create, edit, assign, public, credentials, relations, delete', async ({ page }) => {
  // A whole page's round trips in one flow (15–30 s on an idle box): the default 30 s is too tight under load.
  test.setTimeout(90_000);
  const name = unique('E2E Device');
  await openAs(page, 'tenant', '/devices');
  await page.getByTestId('table-add').click();
  await page.getByRole('menuitem', { name: 'Add new device' }).click();
  const dialog = page.getByTestId('entity-add-dialog');
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await dialog.getByTestId('field-name').fill(name);
  await dialog.getByTestId('field-label').fill('Roof');
  await expect(dialog.getByTestId('field-profile').getByRole('combobox')).toHaveValue('default');
  await dialog.getByTestId('field-add-credentials').check();
  await dialog.getByTestId('credentials-access-token').fill('bad token');
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog.getByText('Access token has no spaces and at most 32 characters.')).toBeVisible();
  const token = `E2E${Date.now()}`;
  await dialog.getByTestId('credentials-access-token').fill(token);
  await dialog.getByTestId('entity-add-submit').click();
  await expect(dialog).toBeHidden();
  await search(page, name);
  await expect(row(page, name)).toHaveCount(1);
  await expect(row(page, name)).toContainText('Roof');

  // Edit in the details drawer.
  await row(page, name).click();
  const drawer = page.getByTestId('details-drawer');
  await expect(drawer.getByTestId('details-title')).toHaveText(name);
  await drawer.getByTestId('details-edit').click();
  await drawer.getByTestId('field-label').fill('Cellar');
  await drawer.getByTestId('details-save').click();
  await expect(drawer).toHaveAttribute('data-editing', 'false');
  await expect(row(page, name)).toContainText('Cellar');

  // Relations round trip: device → asset "Field Gamma".
  await drawer.getByRole('tab', { name: 'Relations' }).click();
  const relations = drawer.getByTestId('relations-table');
  await relations.getByTestId('table-add').click();
  const rel = page.getByTestId('relation-dialog');
  await rel.getByTestId('relation-save').click();
  await expect(rel.getByTestId('relation-type-error')).toHaveText('Enter a relation type.');
  await rel.getByTestId('relation-type').getByRole('combobox').fill('Contains');
  await rel.getByTestId('relation-target').getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'Asset', exact: true }).click();
  await pick(page, 'relation-target', 'Field', 'Field Gamma');
  await rel.getByTestId('relation-save').click();
  await expect(rel).toBeHidden();
  await expect(relations.locator('tbody tr[data-index]')).toHaveCount(1);
  await expect(relations.locator('tbody tr[data-index]')).toContainText('Field Gamma');
  await relations.locator('tbody tr[data-index]').getByRole('button', { name: 'Delete' }).click();
  await confirmYes(page);
  await expect(relations.getByTestId('table-empty')).toBeVisible();
  await drawer.getByTestId('details-close').click();

  // Assign to a customer, then unassign.
  await rowAction(page, name, 'Assign to customer');
  const assign = page.getByTestId('assign-customer-dialog');
  await pick(page, 'assign-customer', 'Customer A');
  await assign.getByTestId('assign-submit').click();
  await expect(row(page, name)).toContainText('Customer A');
  await rowAction(page, name, 'Unassign from customer');
  await confirmYes(page);
  await expect(row(page, name)).not.toContainText('Customer A');

  // Public and private again.
  await rowAction(page, name, 'Make public');
  await confirmYes(page);
  await expect(row(page, name).locator('[data-checked="true"]')).toHaveCount(1);
  await rowAction(page, name, 'Make private');
  await confirmYes(page);
  await expect(row(page, name).locator('[data-checked="true"]')).toHaveCount(0);

  // Credentials: the token, its MQTT/HTTP snippets, then MQTT basic.
  await rowAction(page, name, 'Manage credentials');
  const creds = page.getByTestId('credentials-dialog');
  await expect(creds.getByTestId('credentials-access-token')).toHaveValue(token);
  await expect(creds.getByTestId('snippet-http')).toContainText(`/api/v1/${token}/telemetry`);
  await creds.getByTestId('credentials-type').getByRole('combobox').click();
  await page.getByRole('option', { name: 'MQTT basic' }).click();
  await creds.getByTestId('credentials-save').click();
  await expect(creds.getByText('Client ID and/or user name are necessary.')).toBeVisible();
  await creds.getByTestId('credentials-client-id').fill('e2e-client');
  await creds.getByTestId('credentials-user-name').fill('e2e-user');
  await creds.getByTestId('credentials-save').click();
  await expect(creds).toBeHidden();
  await rowAction(page, name, 'Manage credentials');
  await expect(creds.getByTestId('credentials-client-id')).toHaveValue('e2e-client');
  await expect(creds.getByTestId('snippet-mqtt')).toContainText('-i "e2e-client" -u "e2e-user"');
  await creds.getByRole('button', { name: 'Cancel' }).click();

  // Delete.
  await rowAction(page, name, 'Delete');
  await confirmYes(page);
  await expect(row(page, name)).toHaveCount(0);
});

test('customer user sees only its customer devices and may claim, not add or delete', async ({ page }) => {
  await openAs(page, 'customer', '/devices');
  await search(page, 'Test Device');
  await expect(page.locator('tbody tr[data-index]')).toHaveCount(3);
  for (const n of ['Test Device A1', 'Test Device A2', 'Test Device A3']) await expect(row(page, n)).toHaveCount(1);
  await expect(row(page, 'Test Device B1')).toHaveCount(0);
  await expect(page.locator('tbody').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByTestId('table-add').click();
  const claim = page.getByTestId('claim-dialog');
  await claim.getByTestId('claim-name').fill('Thermostat T1');
  await claim.getByTestId('claim-secret').fill('nope');
  await claim.getByTestId('claim-submit').click();
  await expect(claim.getByTestId('claim-result')).toHaveText(
    'The device could not be claimed: check its name and secret key.',
  );
});

test('tenant admin: the transport configuration of a device follows its profile; SNMP address and v3 credentials are saved', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await tokenOf(request, 'tenant');
  const profileData = {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: 'SNMP', timeoutMs: 500, retries: 0, communicationConfigs: [] },
    provisionConfiguration: { type: 'DISABLED' },
    alarms: null,
  };
  const profileName = unique('E2E SNMP');
  const profile = await call<{ id: { id: string } }>(request, token, 'POST', '/api/deviceProfile', {
    name: profileName,
    type: 'DEFAULT',
    transportType: 'SNMP',
    provisionType: 'DISABLED',
    profileData,
  });
  const name = unique('E2E Switch');
  const device = await call<{ id: { id: string } }>(request, token, 'POST', '/api/device', {
    name,
    deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profile.body.id.id },
  });
  try {
    await openAs(page, 'tenant', '/devices');
    await search(page, name);
    await row(page, name).click();
    const drawer = page.getByTestId('details-drawer');
    const section = drawer.getByTestId('device-transport-section');
    await expect(section.getByTestId('snmp-device-host')).toHaveValue('localhost');
    await expect(section.getByTestId('snmp-device-port')).toHaveValue('161');
    await expect(section.getByTestId('snmp-device-community')).toHaveValue('public');
    await expect(section.getByTestId('snmp-device-host')).toBeDisabled();

    await drawer.getByTestId('details-edit').click();
    await section.getByTestId('snmp-device-host').fill('');
    await drawer.getByTestId('details-save').click();
    await expect(section.getByText('Enter the host.')).toBeVisible();
    await expect(drawer).toHaveAttribute('data-editing', 'true');
    await section.getByTestId('snmp-device-host').fill('10.1.2.3');
    await section.getByTestId('snmp-device-version').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Version 3' }).click();
    await section.getByTestId('snmp-device-username').fill('ops');
    await section.getByTestId('snmp-device-securityName').fill('ops-sec');
    await screenshot(page, shot('device-transport-snmp-v3'));
    await drawer.getByTestId('details-save').click();
    await expect(drawer).toHaveAttribute('data-editing', 'false');
    const stored = await call<{ deviceData: { transportConfiguration: Record<string, unknown> } }>(
      request,
      token,
      'GET',
      `/api/device/${device.body.id.id}`,
    );
    expect(stored.body.deviceData.transportConfiguration).toMatchObject({
      type: 'SNMP',
      host: '10.1.2.3',
      port: 161,
      protocolVersion: 'V3',
      username: 'ops',
      securityName: 'ops-sec',
    });
    expect(stored.body.deviceData.transportConfiguration).not.toHaveProperty('community');

    // Moving the device to the default (DEFAULT transport) profile leaves nothing to set per device.
    await drawer.getByTestId('details-edit').click();
    await pick(page, 'field-profile', 'default');
    await expect(section.getByTestId('no-device-transport')).toBeVisible();
    await drawer.getByTestId('details-save').click();
    await expect(drawer).toHaveAttribute('data-editing', 'false');
    const moved = await call<{ deviceData: { transportConfiguration: Record<string, unknown> } }>(
      request,
      token,
      'GET',
      `/api/device/${device.body.id.id}`,
    );
    expect(moved.body.deviceData.transportConfiguration).toEqual({ type: 'DEFAULT' });
  } finally {
    await call(request, token, 'DELETE', `/api/device/${device.body.id.id}`);
    await call(request, token, 'DELETE', `/api/deviceProfile/${profile.body.id.id}`);
  }
});
