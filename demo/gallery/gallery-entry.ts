/**
 * Entry of demo/gallery.html (built to dist/demo/gallery.js): registers `<iot-ui-gallery>`, a demo-only element that
 * renders every control of src/ui in its shadow root. Not part of the published element catalogue.
 */
import { createElementClass } from '../../src/host/create-element-class';
import { registerElement } from '../../src/host/register-element';
import { Gallery } from './gallery';

registerElement('iot-ui-gallery', createElementClass(Gallery));
