/**
 * One script tag for a page: defines every iot-* tag on the page, and every one added later, as it appears.
 * `<script type="module" src="…/dist/elements/autoloader.js"></script>`
 */
import { startIotAutoloader } from './loader';

startIotAutoloader();

export * from './loader';
