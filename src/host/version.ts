/** Element version used by the define guard; a unit test keeps it equal to package.json's. */
export const IOT_VERSION = '0.1.0';
