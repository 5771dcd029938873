/// <reference types="mocha" />
/**
 * Alarm rules in the profile editor against the real server: a DURATION create rule with a dynamic threshold and a
 * specific-time schedule, a REPEATING create rule, a SIMPLE clear rule whose filter combines a string predicate with
 * a COMPLEX OR group, details and propagation — saved exactly as ThingsBoard's DeviceProfileAlarm.
 * Also: an alarm without a condition is not savable.
 */
import { expect } from '@open-wc/testing';
import { newDeviceProfile, type DeviceProfile } from '../../../../src/features/device-profiles/device-profiles-feature';
import { unmountAll } from '../../ui/harness';
import { api, asTenant, fill, uniqueName, useRealApi } from '../real-server';
import { $, choose, clickButton, mountEditor, openTab, q, qa, saveAndReload, until } from './editor-harness';

let token = '';

const dialog = (el: HTMLElement, id: string) => $(el, `[data-testid="${id}"]`);
/** The topmost open dialog with this test id (nested dialogs stack). */
const top = (el: HTMLElement, id: string) => until(() => qa(el, `[data-testid="${id}"]`).at(-1), 3000, id);

async function typeKey(el: HTMLElement, scope: Element, key: string): Promise<void> {
  const input = scope.querySelector<HTMLInputElement>('[data-testid="key-name"] input')!;
  input.focus();
  fill(input, key);
  input.blur();
  await until(() => input.value === key);
}

async function radio(scope: Element, label: string): Promise<void> {
  const item = await until(
    () => [...scope.querySelectorAll('label')].find((l) => l.textContent?.trim() === label),
    3000,
    `radio ${label}`,
  );
  item.querySelector('input')!.click();
}

/** Add a numeric time-series filter `temperature > 25` (dynamic: device attribute tempThreshold). */
async function addTemperatureFilter(el: HTMLElement): Promise<void> {
  (await $(el, '[data-testid="condition-add-filter"]')).click();
  const kf = await dialog(el, 'key-filter-dialog');
  await typeKey(el, kf, 'temperature');
  await choose(el, 'predicate-operation', '>', kf);
  fill(kf.querySelector<HTMLInputElement>('[data-testid="predicate-value"]')!, '25');
  await choose(el, 'dynamic-source', 'Current device', kf);
  fill(await until(() => kf.querySelector<HTMLInputElement>('[data-testid="dynamic-attribute"]')), 'tempThreshold');
  kf.querySelector<HTMLButtonElement>('[data-testid="key-filter-apply"]')!.click();
  await until(() => !q(el, '[data-testid="key-filter-dialog"]'), 3000, 'key filter closed');
}

/** CRITICAL: DURATION 5 minutes of the temperature filter. */
async function addCriticalDurationRule(el: HTMLElement): Promise<void> {
  (await $(el, '[data-severity="CRITICAL"] [data-testid="rule-condition"]')).click();
  const cond = await dialog(el, 'condition-dialog');
  await addTemperatureFilter(el);
  expect(cond.querySelector('[data-testid="condition-filter"]')!.textContent).to.contain(
    'temperature > Current device.tempThreshold',
  );
  await choose(el, 'condition-type', 'Duration', cond);
  fill(await until(() => cond.querySelector<HTMLInputElement>('[data-testid="condition-spec-value"]')), '5');
  cond.querySelector<HTMLButtonElement>('[data-testid="condition-apply"]')!.click();
  await until(() => !q(el, '[data-testid="condition-dialog"]'));
  expect(q(el, '[data-severity="CRITICAL"] [data-testid="rule-condition"]')!.textContent).to.equal(
    'temperature > Current device.tempThreshold for 5 minutes',
  );
}

/** CRITICAL schedule: weekdays 08:00–18:00. */
async function scheduleCriticalOnWeekdays(el: HTMLElement): Promise<void> {
  (await $(el, '[data-severity="CRITICAL"] [data-testid="rule-schedule"]')).click();
  const sched = await dialog(el, 'schedule-dialog');
  await radio(sched, 'At a specific time');
  for (const day of ['Saturday', 'Sunday']) await radio(sched, day);
  const times = await until(() => {
    const t = sched.querySelectorAll<HTMLInputElement>('input[type="time"]');
    return t.length === 2 && t;
  });
  fill(times[0]!, '08:00');
  fill(times[1]!, '18:00');
  sched.querySelector<HTMLButtonElement>('[data-testid="schedule-apply"]')!.click();
  await until(() => !q(el, '[data-testid="schedule-dialog"]'));
}

/** CRITICAL details. */
async function addCriticalDetails(el: HTMLElement): Promise<void> {
  (await $(el, '[data-severity="CRITICAL"] [data-testid="rule-details"]')).click();
  fill(await $<HTMLTextAreaElement>(el, '[data-testid="alarm-details"]'), 'Temperature is ${temperature}');
  (await $(el, '[data-testid="details-apply"]')).click();
  await until(() => !q(el, '[data-testid="details-dialog"]'));
}

/** MAJOR: REPEATING 3 times. */
async function addMajorRepeatingRule(el: HTMLElement): Promise<void> {
  (await $(el, '[data-testid="add-create-rule"]')).click();
  (await $(el, '[data-severity="MAJOR"] [data-testid="rule-condition"]')).click();
  const cond2 = await dialog(el, 'condition-dialog');
  await addTemperatureFilter(el);
  await choose(el, 'condition-type', 'Repeating', cond2);
  fill(await until(() => cond2.querySelector<HTMLInputElement>('[data-testid="condition-spec-value"]')), '3');
  cond2.querySelector<HTMLButtonElement>('[data-testid="condition-apply"]')!.click();
  await until(() => !q(el, '[data-testid="condition-dialog"]'));
}

/** Clear rule: SIMPLE; attribute `mode` (string) = 'normal' (ignore case) AND (starts with 'eco' OR = 'idle'). */
async function addModeClearRule(el: HTMLElement): Promise<void> {
  (await $(el, '[data-testid="add-clear-rule"]')).click();
  (await $(el, '[data-testid="clear-rule"] [data-testid="rule-condition"]')).click();
  await dialog(el, 'condition-dialog');
  (await $(el, '[data-testid="condition-add-filter"]')).click();
  const kf = await dialog(el, 'key-filter-dialog');
  await choose(el, 'key-type', 'Attribute', kf);
  await typeKey(el, kf, 'mode');
  await choose(el, 'value-type', 'String', kf);
  fill(kf.querySelector<HTMLInputElement>('[data-testid="predicate-value"]')!, 'normal');
  await radio(kf, 'Ignore case');
  kf.querySelector<HTMLButtonElement>('[data-testid="predicate-add-complex"]')!.click();
  (await until(() => kf.querySelector<HTMLButtonElement>('[data-testid="predicate-complex-edit"]'))).click();
  const complex = await dialog(el, 'complex-predicate-dialog');
  await radio(complex, 'or');
  await choose(el, 'predicate-operation', 'starts with', complex);
  fill(complex.querySelector<HTMLInputElement>('[data-testid="predicate-value"]')!, 'eco');
  complex.querySelector<HTMLButtonElement>('[data-testid="predicate-add"]')!.click();
  await until(() => complex.querySelectorAll('[data-testid="predicate-value"]').length === 2);
  fill(complex.querySelectorAll<HTMLInputElement>('[data-testid="predicate-value"]')[1]!, 'idle');
  complex.querySelector<HTMLButtonElement>('[data-testid="complex-predicate-apply"]')!.click();
  await until(() => !q(el, '[data-testid="complex-predicate-dialog"]'));
  kf.querySelector<HTMLButtonElement>('[data-testid="key-filter-apply"]')!.click();
  await until(() => !q(el, '[data-testid="key-filter-dialog"]'));
  (await top(el, 'condition-dialog')).querySelector<HTMLButtonElement>('[data-testid="condition-apply"]')!.click();
  await until(() => !q(el, '[data-testid="condition-dialog"]'));
  expect(q(el, '[data-testid="clear-rule"] [data-testid="rule-condition"]')!.textContent).to.equal(
    "mode = 'normal' (ignoring case) and (mode starts with 'eco' or mode = 'idle')",
  );
}

/** Propagation along "Contains" relations. */
async function propagateAlongContains(el: HTMLElement): Promise<void> {
  (await $<HTMLInputElement>(el, '[data-testid="alarm-propagate"]')).click();
  const chips = await $<HTMLInputElement>(el, '[data-testid="alarm-relation-types"] input');
  chips.focus();
  fill(chips, 'Contains,');
}

/** The alarm rule the editor saves, as ThingsBoard 3.3.1 stores it in the profile data. */
function expectedAlarm() {
  const temperature = {
    key: { type: 'TIME_SERIES', key: 'temperature' },
    valueType: 'NUMERIC',
    value: null,
    predicate: {
      type: 'NUMERIC',
      operation: 'GREATER',
      value: {
        defaultValue: 25,
        userValue: null,
        dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'tempThreshold', inherit: false },
      },
    },
  };
  const str = (operation: string, value: string, ignoreCase = false) => ({
    type: 'STRING',
    operation,
    value: { defaultValue: value, userValue: null, dynamicValue: null },
    ignoreCase,
  });
  return {
    alarmType: 'High temperature',
    propagate: true,
    propagateRelationTypes: ['Contains'],
    createRules: {
      CRITICAL: {
        condition: {
          condition: [temperature],
          spec: {
            type: 'DURATION',
            unit: 'MINUTES',
            predicate: { defaultValue: 5, userValue: null, dynamicValue: null },
          },
        },
        schedule: {
          type: 'SPECIFIC_TIME',
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          daysOfWeek: [1, 2, 3, 4, 5],
          startsOn: 8 * 3_600_000,
          endsOn: 18 * 3_600_000,
        },
        alarmDetails: 'Temperature is ${temperature}',
        dashboardId: null,
      },
      MAJOR: {
        condition: {
          condition: [temperature],
          spec: { type: 'REPEATING', predicate: { defaultValue: 3, userValue: null, dynamicValue: null } },
        },
        schedule: null,
        alarmDetails: null,
        dashboardId: null,
      },
    },
    clearRule: {
      condition: {
        condition: [
          {
            key: { type: 'ATTRIBUTE', key: 'mode' },
            valueType: 'STRING',
            value: null,
            predicate: {
              type: 'COMPLEX',
              operation: 'AND',
              predicates: [
                str('EQUAL', 'normal', true),
                { type: 'COMPLEX', operation: 'OR', predicates: [str('STARTS_WITH', 'eco'), str('EQUAL', 'idle')] },
              ],
            },
          },
        ],
        spec: { type: 'SIMPLE' },
      },
      schedule: null,
      alarmDetails: null,
      dashboardId: null,
    },
  };
}

describe('device profile editor: alarm rules (real server)', function () {
  this.timeout(60_000);
  before(async function () {
    this.timeout(240_000); // the first /real call may (re)build the server
    token = await asTenant();
    useRealApi(token);
  });
  afterEach(unmountAll);

  it('saves DURATION, REPEATING and SIMPLE rules with key filters, dynamic values, schedule, details and propagation', async () => {
    const p = (await api<DeviceProfile>(token, 'POST', '/api/deviceProfile', newDeviceProfile(uniqueName('Alarms'))))
      .body;
    const el = await mountEditor(p);
    await openTab(el, 'Alarm rules');
    (await $(el, '[data-testid="add-alarm"]')).click();
    fill(await $<HTMLInputElement>(el, '[data-testid="alarm-type"]'), 'High temperature');

    await addCriticalDurationRule(el);
    await scheduleCriticalOnWeekdays(el);
    await addCriticalDetails(el);
    await addMajorRepeatingRule(el);
    await addModeClearRule(el);
    await propagateAlongContains(el);

    const alarms = (await saveAndReload(el, token, p.id!.id)).profileData.alarms!;
    expect(alarms).to.have.length(1);
    const { id, ...alarm } = alarms[0]!;
    expect(id).to.match(/^[0-9a-f-]{36}$/);
    expect(alarm).to.deep.equal(expectedAlarm());
  });

  it('an alarm rule without a condition is invalid and blocks the save', async () => {
    const p = (
      await api<DeviceProfile>(token, 'POST', '/api/deviceProfile', newDeviceProfile(uniqueName('Alarm invalid')))
    ).body;
    const el = await mountEditor(p);
    await openTab(el, 'Alarm rules');
    (await $(el, '[data-testid="add-alarm"]')).click();
    fill(await $<HTMLInputElement>(el, '[data-testid="alarm-type"]'), 'No condition');
    (await $(el, '[data-testid="profile-save"]')).click();
    await until(() => q(el, '[role="tab"][aria-selected="true"] [role="img"]'), 3000, 'error mark on the tab');
    (await $(el, '[data-severity="CRITICAL"] [data-testid="rule-condition"]')).click();
    const cond = await dialog(el, 'condition-dialog');
    cond.querySelector<HTMLButtonElement>('[data-testid="condition-apply"]')!.click();
    await until(() => cond.textContent!.includes('Add at least one key filter.'));
    await clickButton(el, 'Cancel', cond);
    const saved = (await api<DeviceProfile>(token, 'GET', `/api/deviceProfile/${p.id!.id}`)).body;
    expect(saved.profileData.alarms ?? []).to.deep.equal([]);
  });
});
