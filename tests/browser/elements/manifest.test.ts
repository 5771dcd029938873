/// <reference types="mocha" />
/**
 * The manifest against the code (custom-elements.json is generated from JSDoc, the classes are built at run time,
 * so only a test keeps them in step): for every element, the attributes in the manifest are the ones the class
 * observes, every property the class defines is documented (each attribute's `fieldName` among them), every
 * element lists `iot-session-change`, a `base` part, and every theme token.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../elements/index';
import { iotTags } from '../../../elements/loader';
import { light } from '../../../src/ui/theme/tokens';

interface Named {
  name: string;
  description?: string;
  default?: string;
}
interface Decl {
  tagName?: string;
  attributes?: (Named & { fieldName?: string; type?: { text: string } })[];
  members?: (Named & { kind: string; attribute?: string })[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}

const sorted = (xs: Iterable<string>) => [...xs].sort();

describe('custom-elements.json', function () {
  this.timeout(120_000);
  let decls: Map<string, Decl>;
  before(async () => {
    const text = (await executeServerCommand('iot-manifest')) as string;
    const manifest = JSON.parse(text) as { modules: { declarations?: Decl[] }[] };
    decls = new Map(
      manifest.modules
        .flatMap((m) => m.declarations ?? [])
        .filter((d) => d.tagName)
        .map((d) => [d.tagName!, d]),
    );
  });

  it('describes every element the loader knows, and nothing else', () => {
    expect(sorted(decls.keys())).to.deep.equal(sorted(iotTags));
  });

  for (const tag of iotTags) {
    describe(`<${tag}>`, () => {
      const decl = () => decls.get(tag)!;
      const ctor = () => customElements.get(tag) as CustomElementConstructor & { observedAttributes: string[] };

      it('lists exactly the attributes the class observes, each with its fieldName and property', () => {
        expect(sorted(decl().attributes!.map((a) => a.name))).to.deep.equal(sorted(ctor().observedAttributes));
        for (const a of decl().attributes!) {
          expect(a.fieldName, a.name).to.be.a('string');
          expect(a.fieldName! in ctor().prototype, `${a.fieldName} on the class`).to.equal(true);
          expect(decl().members!.find((m) => m.name === a.fieldName)?.attribute, a.name).to.equal(a.name);
          if (a.type?.text === 'boolean') expect(a.default, a.name).to.equal('false');
          expect(a.description, a.name).to.not.equal(undefined);
        }
      });

      it('documents every property the class defines', () => {
        const accessors: string[] = [];
        for (
          let proto = ctor().prototype as object;
          proto !== HTMLElement.prototype;
          proto = Object.getPrototypeOf(proto) as object
        ) {
          for (const [k, d] of Object.entries(Object.getOwnPropertyDescriptors(proto)))
            if (d.get || d.set) accessors.push(k);
        }
        const fields = decl().members!.filter((m) => m.kind === 'field');
        expect(sorted(fields.map((f) => f.name))).to.deep.equal(sorted(accessors));
        for (const f of fields) expect(f.description, f.name).to.be.a('string').and.not.equal('');
      });

      it('lists iot-session-change, a base part and every theme token, each described', () => {
        expect(decl().events!.map((e) => e.name)).to.include('iot-session-change');
        expect(decl().cssParts!.map((p) => p.name)).to.include('base');
        const props = decl().cssProperties!;
        expect(props.map((p) => p.name)).to.include.members([
          ...Object.keys(light).map((k) => `--iot-${k}`),
          '--iot-font-family',
        ]);
        for (const p of [...props, ...decl().cssParts!, ...decl().events!])
          expect(p.description, p.name).to.be.a('string').and.not.equal('');
        for (const p of props.filter((x) => x.name.startsWith('--iot-color-')))
          expect(p.description, p.name).to.match(/dark default/);
      });
    });
  }
});
