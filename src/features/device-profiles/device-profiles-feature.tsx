/**
 * Public entry of the device-profiles feature (`/deviceProfiles`). For the app:
 * the page. For the entity pages: the profile editor, the add wizard, the
 * import dialog and the helpers they need (the per-device transport form lives in src/ui/device-transport).
 */
export { DeviceProfilesPage } from './page/device-profiles-page';
export { DeviceProfileEditor, type DeviceProfileEditorProps } from './editor/device-profile-editor';
export { DeviceProfileWizard, type DeviceProfileWizardProps } from './wizard/device-profile-wizard';
export { ImportProfileDialog } from './page/import-profile-dialog';
export { createDeviceProfileServices, type DeviceProfileServices } from './api/device-profile-services';
export { CANCELED_SAVING_DEVICE_PROFILES, saveDeviceProfileConfirmingOta } from './api/save-device-profile';
export { newDeviceProfile, normalizeDeviceProfile, type DeviceProfile } from './model/device-profile';
export { exportFileName, exportProfileJson, parseImportedProfile } from './model/profile-json';
