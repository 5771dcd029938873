/// <reference types="mocha" />
/** Image upload. */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { ImageUpload } from '../../../src/ui/image-upload/image-upload';
import { $, mountUi, q, qa, unmountAll, until } from './harness';

function drop(zone: Element, files: File[]) {
  const dt = new DataTransfer();
  files.forEach((f) => dt.items.add(f));
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, composed: true, dataTransfer: dt }));
}

let images: (string | null)[] = [];
let alerts: string[][] = [];
function Image({ max, withAlert }: { max?: number; withAlert?: boolean }) {
  const [v, setV] = useState<string | null>(null);
  return (
    <ImageUpload
      label="Logo"
      value={v}
      maxSizeBytes={max}
      alert={withAlert ? (t, m) => alerts.push([t, m]) : undefined}
      onChange={(x) => {
        images.push(x);
        setV(x);
      }}
    />
  );
}
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
        (c) => c.charCodeAt(0),
      ),
    ],
    'dot.png',
    { type: 'image/png' },
  );

describe('ImageUpload', () => {
  beforeEach(() => {
    images = [];
    alerts = [];
  });
  afterEach(unmountAll);

  it('image upload: drop area, preview, clear button; accepts only image data', async () => {
    const el = await mountUi(<Image />);
    const zone = await $(el, '[data-testid="drop-zone"]');
    drop(zone, [new File(['hello'], 'x.txt', { type: 'text/plain' })]);
    expect((await $(el, '[role="alert"]')).textContent).to.equal('This file is not an image.');
    drop(zone, [png()]);
    const img = await $<HTMLImageElement>(el, '[data-testid="image-preview"]');
    expect(img.src.startsWith('data:image/png;base64,')).to.equal(true);
    expect(img.alt).to.equal('Image preview');
    q<HTMLButtonElement>(el, '[data-testid="image-clear"]')!.click();
    await until(() => images.at(-1) === null);
    expect(qa(el, 'img')).to.have.length(0);
  });

  it("image upload rejects files above the maximum size with alert 'cannot upload file / maximum upload file size'", async () => {
    const el = await mountUi(<Image max={10} withAlert />);
    drop(await $(el, '[data-testid="drop-zone"]'), [png()]);
    await until(() => alerts.length === 1);
    expect(alerts[0]).to.deep.equal(['Cannot upload the file', 'Files may be at most 10 bytes.']);
    expect(images).to.have.length(0);
  });
});
