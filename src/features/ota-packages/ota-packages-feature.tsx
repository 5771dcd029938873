/**
 * Public entry of the OTA packages feature (`/otaUpdates`): the page, and for
 * other pages the package dialog, the details view and the save sequence.
 */
export { OtaPackagesPage } from './page/ota-packages-page';
export { OtaPackageDialog, type OtaPackageDialogProps } from './components/ota-package-dialog';
export { OtaPackageDetails, type OtaPackageDetailsProps } from './components/ota-package-details';
export { createOtaServices, type OtaServices } from './api/ota-services';
export { saveOtaPackage, type OtaSaveDeps } from './api/save-ota-package';
export { newOtaForm, otaFormErrors, otaInfoRequest, type OtaForm } from './model/ota-form';
