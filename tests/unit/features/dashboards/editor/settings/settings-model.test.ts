/** Dashboard settings: TB defaults for missing fields, unknown fields kept, validation. */
import { describe, expect, it } from 'vitest';
import {
  settingsErrors,
  settingsWithDefaults,
  TOOLBAR_FLAGS,
} from '../../../../../../src/features/dashboards/editor/settings/settings-model';

describe('settings model', () => {
  it('fills defaults and keeps what the dashboard has, including unknown fields', () => {
    const s = settingsWithDefaults({ showTitle: true, toolbarAlwaysOpen: false, vendorFlag: 'x' });
    expect(s).toMatchObject({
      stateControllerId: 'entity',
      showTitle: true,
      toolbarAlwaysOpen: false,
      hideToolbar: false,
      showFilters: true,
      vendorFlag: 'x',
    });
    expect(settingsWithDefaults(null).showDashboardExport).toBe(true);
    expect(TOOLBAR_FLAGS).toContain('showUpdateDashboardImage');
  });

  it('requires a title colour only when the title shows, and a state controller', () => {
    expect(settingsErrors(settingsWithDefaults({}))).toEqual({});
    expect(settingsErrors(settingsWithDefaults({ showTitle: true, titleColor: '' }))).toEqual({
      titleColor: 'color.color-required',
    });
    expect(settingsErrors(settingsWithDefaults({ showTitle: false, titleColor: '' }))).toEqual({});
    expect(settingsErrors(settingsWithDefaults({ stateControllerId: '' }))).toEqual({
      stateControllerId: 'dashboard-settings.state-controller-required',
    });
    expect(settingsErrors(settingsWithDefaults({ stateControllerId: 'custom' }))).toEqual({});
  });
});
