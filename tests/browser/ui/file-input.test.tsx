/// <reference types="mocha" />
/** File input. */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { FileInput, type LoadedFile } from '../../../src/ui/file-input/file-input';
import { $, mountUi, press, q, unmountAll, until } from './harness';

function drop(zone: Element, files: File[]) {
  const dt = new DataTransfer();
  files.forEach((f) => dt.items.add(f));
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, composed: true, dataTransfer: dt }));
}

let loaded: LoadedFile[][] = [];
function Files(props: { readAs?: 'text' | 'binary'; multiple?: boolean; allowed?: string; required?: boolean }) {
  const [v, setV] = useState<LoadedFile[]>([]);
  return (
    <>
      <FileInput
        label="Import JSON"
        value={v}
        onChange={(x) => {
          loaded.push(x);
          setV(x);
        }}
        readAs={props.readAs}
        multiple={props.multiple}
        allowedExtensions={props.allowed}
        required={props.required}
      />
      <button>next</button>
    </>
  );
}

describe('FileInput', () => {
  beforeEach(() => {
    loaded = [];
  });
  afterEach(unmountAll);

  it("drop area, 'no file' text, clear button; read as text", async () => {
    const el = await mountUi(<Files />);
    expect((await $(el, '[data-testid="file-none"]')).textContent).to.equal('No file selected');
    const zone = await $(el, '[data-testid="drop-zone"]');
    expect(zone.getAttribute('role')).to.equal('button');
    drop(zone, [new File(['{"a":1}'], 'conf.json', { type: 'application/json' })]);
    await until(() => loaded.length === 1);
    expect(loaded[0]![0]!.content).to.equal('{"a":1}');
    expect((await $(el, '[data-file]')).textContent).to.contain('conf.json');
    q<HTMLButtonElement>(el, 'button[aria-label="Remove conf.json"]')!.click();
    await until(() => q(el, '[data-testid="file-none"]'));
  });

  it('optional comma-separated allowed extensions', async () => {
    const el = await mountUi(<Files allowed="json, .csv" />);
    expect(q<HTMLInputElement>(el, '[data-testid="file-native"]')!.accept).to.equal('.json,.csv');
    drop(await $(el, '[data-testid="drop-zone"]'), [new File(['x'], 'notes.txt')]);
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Only these file types are allowed: json, csv.');
    expect(loaded).to.have.length(0);
  });

  it('read as binary; single or multiple', async () => {
    const el = await mountUi(<Files readAs="binary" multiple />);
    drop(await $(el, '[data-testid="drop-zone"]'), [
      new File([new Uint8Array([1, 2, 3])], 'a.bin'),
      new File(['z'], 'b.bin'),
    ]);
    await until(() => loaded.length === 1);
    expect(loaded[0]!.map((f) => f.name)).to.deep.equal(['a.bin', 'b.bin']);
    expect(loaded[0]![0]!.content).to.be.instanceOf(ArrayBuffer);
    expect((loaded[0]![0]!.content as ArrayBuffer).byteLength).to.equal(3);
    unmountAll();
    loaded = [];
    const single = await mountUi(<Files />);
    drop(await $(single, '[data-testid="drop-zone"]'), [new File(['1'], 'a.json'), new File(['2'], 'b.json')]);
    await until(() => loaded.length === 1);
    expect(loaded[0]).to.have.length(1);
  });

  it("required file missing shows 'no file' error (import.no-file); keyboard opens the chooser", async () => {
    const el = await mountUi(<Files required />);
    const zone = await $(el, '[data-testid="drop-zone"]');
    drop(zone, [new File(['1'], 'a.json')]);
    await until(() => loaded.length === 1);
    q<HTMLButtonElement>(el, 'button[aria-label="Remove a.json"]')!.click();
    expect((await $(el, '[role="alert"]')).textContent).to.equal('No file selected');
    let opened = false;
    q<HTMLInputElement>(el, '[data-testid="file-native"]')!.addEventListener('click', (e) => {
      opened = true;
      e.preventDefault();
    });
    zone.focus();
    await press('Enter');
    expect(opened).to.equal(true);
  });
});
