/// <reference types="mocha" />
/**
 * The custom widget sandbox against its static page (src/widgets/sandbox/widget-sandbox.html, served as a plain
 * file; the build copies it to dist/): the frame is sandboxed without allow-same-origin, runs ThingsBoard's `self.onInit / onDataUpdated / onResize` contract with
 * `self.ctx` (settings, data in `[ts, value]` pairs, size), reports compile and run errors with their line, and
 * ignores messages that do not come from its own window. What the widget sees is read back through the only
 * channel the frame has: the errors it posts (the widget code throws what it saw).
 */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import {
  WidgetSandboxFrame,
  toTbData,
  type SandboxWidgetError,
  type SandboxWidgetSource,
} from '../../../../src/widgets/sandbox/widget-sandbox-frame';
import type { DatasourceData } from '../../../../src/widgets/widget-contract';
import { setAssetBase } from '../../../../src/lib/asset-base';
import { mountUi, unmountAll, until } from '../../ui/harness';

const URL_ = new URL('/src/widgets/sandbox/widget-sandbox.html', location.origin).href;

const sample = (v: number): DatasourceData[] => [
  {
    index: 0,
    type: 'function',
    name: 'Sample',
    aliasName: null,
    entity: null,
    keys: [
      { key: { name: 't', type: 'function', label: 'Temp', color: '#f00', settings: {} }, ts: [1000], values: [v] },
    ],
  },
];

let setData: (d: DatasourceData[]) => void = () => undefined;

async function mount(source: Partial<SandboxWidgetSource>, settings: Record<string, unknown> = {}) {
  const errors: SandboxWidgetError[] = [];
  let inited = 0;
  function Host() {
    const [data, set] = useState(sample(1));
    setData = set;
    return (
      <div style={{ width: 300, height: 200 }}>
        <WidgetSandboxFrame
          sandboxUrl={URL_}
          source={{ html: '', css: '', js: '', resources: [], ...source }}
          settings={settings}
          data={data}
          width={300}
          height={200}
          theme="light"
          title="preview"
          onError={(e) => errors.push(e)}
          onInited={() => (inited += 1)}
        />
      </div>
    );
  }
  const el = await mountUi(<Host />);
  const frame = el.shadowRoot!.querySelector('iframe')!;
  return { el, frame, errors, inited: () => inited };
}

function lifecycleCases() {
  it('is sandboxed without same-origin and isolated from the page', async () => {
    const { frame, inited } = await mount({ js: 'self.onInit = () => {};' });
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts');
    await until(() => inited() === 1, 20_000, 'inited');
    // An opaque origin: the page cannot read the frame's document either.
    expect(frame.contentDocument).to.equal(null);
  });

  it('runs onInit with settings, data and size, then onDataUpdated on new data', async () => {
    const js = `self.onInit = () => {
  const { dataKey, data } = self.ctx.data[0];
  throw new Error(\`init \${self.ctx.settings.greeting} \${dataKey.label}=\${data[0][1]} \${self.ctx.width}x\${self.ctx.height} \${self.ctx.datasources[0].name} \${self.ctx.$container.find('.x').text()}\`);
};
self.onDataUpdated = () => { throw new Error(\`update \${self.ctx.data[0].data[0][1]}\`); };`;
    const { errors } = await mount({ js, html: '<b class="x">tpl</b>' }, { greeting: 'hi' });
    await until(() => errors.length === 1, 20_000, 'init error');
    expect(errors[0]!.message).to.equal('init hi Temp=1 300x200 Sample tpl');
    expect(errors[0]!.lineNumber).to.equal(3);
    // onInit threw, so the frame never reported "inited" and data updates are not forwarded to a broken widget.
    setData(sample(42));
    await new Promise((r) => setTimeout(r, 300));
    expect(errors.length).to.equal(1);
  });

  it('forwards data updates to onDataUpdated after a successful init', async () => {
    const js = `self.onInit = () => {};
self.onDataUpdated = () => { throw new Error(\`update \${self.ctx.data[0].data[0][1]}\`); };`;
    const { errors, inited } = await mount({ js });
    await until(() => inited() === 1, 20_000, 'inited');
    setData(sample(42));
    await until(() => errors.length === 1, 5000, 'update error');
    expect(errors[0]!.message).to.equal('update 42');
  });

  it('reports a syntax error with its line', async () => {
    const { errors, inited } = await mount({ js: 'self.onInit = () => {\n  const x = ;\n};' });
    await until(() => errors.length === 1, 20_000, 'syntax error');
    expect(errors[0]!.name).to.equal('SyntaxError');
    expect(errors[0]!.lineNumber).to.equal(2);
    expect(inited()).to.equal(0);
  });

  it('ignores messages that do not come from its own frame', async () => {
    const { inited, errors } = await mount({ js: 'self.onInit = () => {};' });
    await until(() => inited() === 1, 20_000, 'inited');
    window.postMessage({ iot: 'widget-sandbox', type: 'error', error: { name: 'Fake', message: 'spoofed' } }, '*');
    window.postMessage({ iot: 'widget-sandbox', type: 'inited' }, '*');
    await new Promise((r) => setTimeout(r, 200));
    expect(errors).to.deep.equal([]);
    expect(inited()).to.equal(1);
  });
}

function resourceCases() {
  it('loads widget resources in order before the controller, through the page policy', async () => {
    // Resources load by type as ThingsBoard reads it from the URL's end, so each script ends with a '.js' comment.
    const first = `data:text/javascript,${encodeURIComponent('window.__order = ["a"]; // a.js')}`;
    const second = `data:text/javascript,${encodeURIComponent('window.__order.push("b"); // b.js')}`;
    const js = 'self.onInit = () => { throw new Error("order " + window.__order.join(",")); };';
    const { errors } = await mount({ js, resources: [first, second] });
    await until(() => errors.length === 1, 20_000, 'resources');
    expect(errors[0]!.message).to.equal('order a,b');
  });

  it('the page policy keeps the frame off the network', async () => {
    const js = `self.onInit = () => {
  fetch('${location.origin}/src/widgets/sandbox/widget-sandbox.html').then(
    () => setTimeout(() => { throw new Error('fetched'); }),
    (e) => setTimeout(() => { throw new Error('blocked ' + e.name); }));
};`;
    const { errors } = await mount({ js });
    await until(() => errors.length === 1, 20_000, 'fetch outcome');
    expect(errors[0]!.message).to.equal('blocked TypeError');
  });

  it('loads the page from the asset base the host set', async () => {
    setAssetBase('/somewhere/iot-console');
    try {
      const el = await mountUi(
        <WidgetSandboxFrame
          source={{ html: '', css: '', js: '', resources: [] }}
          settings={{}}
          data={[]}
          width={10}
          height={10}
          theme="light"
          title="t"
        />,
      );
      expect(el.shadowRoot!.querySelector('iframe')!.src).to.equal(
        `${location.origin}/somewhere/iot-console/dist/widget-sandbox.html`,
      );
    } finally {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('iot-console.asset-base@1')];
    }
  });

  it('maps columnar data to ThingsBoard ctx.data', () => {
    const tb = toTbData(sample(5));
    expect(tb.data).to.deep.equal([
      {
        datasource: tb.datasources[0],
        dataKey: { name: 't', type: 'function', label: 'Temp', color: '#f00', settings: {} },
        data: [[1000, 5]],
      },
    ]);
  });
}

describe('widget sandbox frame (static page)', function () {
  this.timeout(60_000);
  before(async () => {
    expect((await fetch(URL_)).status).to.equal(200);
  });
  afterEach(unmountAll);

  describe('isolation and the widget lifecycle', lifecycleCases);
  describe('resources, page policy and data', resourceCases);
});
