/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { ReactFlowProvider } from '@xyflow/react';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { useState } from 'react';
import type { ComponentDescriptor } from '../../../src/api/components';
import { ReactFlowStyles } from '../../../src/features/rule-chains/flow/react-flow-styles';
import { RuleChainCanvas } from '../../../src/features/rule-chains/flow/rule-chain-canvas';
import { fromMetadata, type ChainDoc } from '../../../src/features/rule-chains/model/chain-doc';
import { moveTo } from '../../../src/features/rule-chains/model/edits';
import { $, mountUi, q, qa, unmountAll, until } from '../ui/harness';
import { dragNode } from './rule-chains/canvas-fixture';

const descriptor = (clazz: string, type: string, name: string): ComponentDescriptor => ({
  type,
  name,
  clazz,
  configurationDescriptor: { nodeDefinition: { relationTypes: ['Success'], inEnabled: true } },
});
const DESCRIPTORS = new Map([
  ['x.Filter', descriptor('x.Filter', 'FILTER', 'script')],
  ['x.Save', descriptor('x.Save', 'ACTION', 'save timeseries')],
]);
const DOC = fromMetadata({
  firstNodeIndex: 0,
  nodes: [
    {
      id: { entityType: 'RULE_NODE', id: 'a' },
      type: 'x.Filter',
      name: 'Hot?',
      debugMode: false,
      configuration: {},
      additionalInfo: { layoutX: 300, layoutY: 100 },
    },
    {
      id: { entityType: 'RULE_NODE', id: 'b' },
      type: 'x.Save',
      name: 'Store',
      debugMode: true,
      configuration: {},
      additionalInfo: { layoutX: 600, layoutY: 100 },
    },
    {
      id: { entityType: 'RULE_NODE', id: 'c' },
      type: 'com.example.Unknown',
      name: 'Mystery',
      debugMode: false,
      configuration: {},
      additionalInfo: { layoutX: 600, layoutY: 250 },
    },
  ],
  connections: [
    { fromIndex: 0, toIndex: 1, type: 'True' },
    { fromIndex: 0, toIndex: 1, type: 'Failure' },
  ],
  ruleChainConnections: null,
});

let toggled: string[] = [];
let moved: Map<string, { x: number; y: number }>[] = [];

/** The canvas as the editor drives it: its selection, and moves applied to the document. */
function Probe({ doc = DOC }: { doc?: ChainDoc }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [current, setCurrent] = useState(doc);
  return (
    <div style={{ width: 900, height: 500 }} data-selected={[...selected].join(',')}>
      <ReactFlowProvider>
        <ReactFlowStyles />
        <RuleChainCanvas
          doc={current}
          selected={selected}
          descriptors={DESCRIPTORS}
          targets={new Map()}
          invalid={new Set()}
          onSelectionChange={(u) => setSelected(u)}
          onMove={(m) => {
            moved.push(new Map(m));
            setCurrent((d) => moveTo(d, m));
          }}
          onConnectRequest={() => undefined}
          onEdgeEdit={() => undefined}
          onDropItem={() => undefined}
          onToggleDebug={(k) => toggled.push(k)}
          onOpen={() => undefined}
        />
      </ReactFlowProvider>
    </div>
  );
}

describe('rule chain canvas (React Flow inside the shadow root)', () => {
  beforeEach(() => {
    toggled = [];
    moved = [];
  });
  afterEach(unmountAll);

  it("React Flow's stylesheet applies inside the shadow root (its own check: the pane has z-index 1)", async () => {
    const el = await mountUi(<Probe />);
    const pane = await $(el, '.react-flow__pane');
    expect(getComputedStyle(pane).zIndex).to.equal('1');
    expect(document.head.innerHTML).not.to.contain('react-flow__pane');
  });

  it('draws the Input node, rule nodes in category colours with their export index, and one labelled link per node pair', async () => {
    const el = await mountUi(<Probe />);
    await $(el, '[data-testid="input-node"]');
    await until(() => qa(el, '[data-testid="rule-node"]').length === 3, 3000, 'nodes');
    const hot = q(el, '[data-name="Hot?"]')!;
    expect(getComputedStyle(hot).backgroundColor).to.equal('rgb(241, 232, 97)'); // FILTER
    expect(hot.querySelector('[data-testid="rule-node-index"]')!.textContent).to.equal('#0');
    expect(q(el, '[data-name="Mystery"]')!.getAttribute('data-category')).to.equal('UNKNOWN');
    await until(() => qa(el, '[data-testid="edge"]').length === 2, 3000, 'links');
    expect(qa(el, 'svg.iot-edges')).to.have.length(1); // two links fit one svg (they are drawn 25 to an svg)
    expect(qa(el, '[data-testid="edge-label"]').map((l) => l.textContent)).to.deep.equal(['True / Failure']);
    expect(q(el, '[data-testid="edge"][data-id="__input->a"]')).to.exist;
  });

  it('the debug badge shows on debug-enabled nodes and toggles with one click', async () => {
    const el = await mountUi(<Probe />);
    const badge = await $(el, '[data-name="Store"] [data-testid="rule-node-debug"]');
    expect(badge.getAttribute('aria-pressed')).to.equal('true');
    expect(getComputedStyle(badge).display).to.equal('grid');
    // Off badges are not rendered until the node is hovered (display, not opacity: no paint work per node).
    expect(getComputedStyle(q(el, '[data-name="Hot?"] [data-testid="rule-node-debug"]')!).display).to.equal('none');
    badge.click();
    expect(toggled).to.deep.equal(['b']);
  });

  it('clicking a link selects it; clicking the pane clears the selection', async () => {
    const el = await mountUi(<Probe />);
    const label = await $(el, '[data-testid="edge-label"]');
    label.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    const box = q(el, '[data-selected]')!;
    await until(() => box.getAttribute('data-selected') === 'a->b', 2000, 'link selected');
    await until(() => q(el, '[data-testid="edge"].iot-edge--selected'), 2000, 'selected style');
    q(el, '.react-flow__pane')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await until(() => box.getAttribute('data-selected') === '', 2000, 'cleared');
  });

  it('dragging a node moves its links with it, and reports the new position once, on drop', async () => {
    const el = await mountUi(<Probe />);
    const node = (await $(el, '[data-name="Store"]')).closest<HTMLElement>('.react-flow__node')!;
    await until(
      () => q(el, '[data-testid="edge"][data-id="a->b"]') && getComputedStyle(node).visibility === 'visible',
      3000,
      'node measured, link drawn',
    );
    await new Promise((done) => requestAnimationFrame(done));
    const path = () => q(el, '[data-testid="edge"][data-id="a->b"] .iot-edge__path')!.getAttribute('d');
    const before = path();
    const placed = node.style.transform;
    const release = await dragNode(node, 5, 12, 8);
    // During the drag the node moves on screen and the link follows it; nothing is committed yet.
    await until(() => path() !== before, 2000, 'the link follows the dragged node');
    expect(node.style.transform, 'the node moved').not.to.equal(placed);
    expect(q(el, '.iot-dragging'), 'canvas marked as dragging').to.exist;
    expect(moved).to.have.length(0);
    // For the drag, the node's transform is animated (Chromium then moves it on the compositor) and its links are in
    // an svg of their own whose invisible extent covers the chain with a margin.
    expect(node.getAnimations(), 'the dragged node holds its transform animation').to.have.length(1);
    const lifted = q(el, 'svg.iot-edges--dragged')!;
    expect(lifted.closest('.react-flow__viewport-portal'), 'drawn above the nodes').to.exist;
    expect(lifted.querySelector('[data-id="a->b"]'), 'the link is drawn with the dragged node').to.exist;
    expect(qa(el, '[data-testid="edge"][data-id="a->b"]'), 'and only there').to.have.length(1);
    const extent = lifted.querySelector('.iot-edges__extent')!.getBoundingClientRect();
    const nodeBox = node.getBoundingClientRect();
    expect(extent.left).to.be.below(nodeBox.left);
    expect(extent.right).to.be.above(nodeBox.right);
    expect(getComputedStyle(lifted.querySelector('.iot-edges__extent')!).fillOpacity).to.equal('0');
    const during = path();
    release();
    await until(() => moved.length === 1, 2000, 'one move reported on drop');
    expect([...moved[0]!.keys()]).to.deep.equal(['b']);
    const p = moved[0]!.get('b')!;
    expect(p.x).to.be.greaterThan(600);
    expect(p.y).to.be.greaterThan(100);
    await until(() => !q(el, '.iot-dragging'), 2000, 'dragging mark removed');
    // After the drop: the animation is gone, the link is back among the others, where the drag left it.
    expect(node.getAnimations()).to.have.length(0);
    await until(() => !q(el, 'svg.iot-edges--dragged'), 2000, 'the dragged links svg removed');
    expect(qa(el, '[data-testid="edge"][data-id="a->b"]')).to.have.length(1);
    expect(path(), 'the link stays where the drag left it').to.equal(during);
  });

  it('fits the whole chain again when the canvas is resized while the view still shows all of it', async () => {
    const el = await mountUi(<Probe />);
    await until(() => qa(el, '[data-testid="rule-node"]').length === 3, 3000, 'nodes');
    const viewport = await $(el, '.react-flow__viewport');
    await until(() => viewport.style.transform.includes('scale'), 3000, 'initial fit');
    await new Promise((r) => setTimeout(r, 300));
    const before = viewport.style.transform;
    (q(el, '[data-selected]') as HTMLElement).style.width = '450px';
    await until(() => viewport.style.transform !== before, 3000, 'refit after the resize');
    await new Promise((r) => setTimeout(r, 300)); // the 150 ms fit animation
    const scale = (t: string) => Number(/scale\(([\d.]+)\)/.exec(t)?.[1] ?? NaN);
    expect(scale(viewport.style.transform)).to.be.below(scale(before));
  });
});

describe('rule chain canvas: a drag with the mouse', () => {
  beforeEach(() => {
    toggled = [];
    moved = [];
  });
  afterEach(unmountAll);

  it('a node dragged with the mouse holds the pointer capture, stays where it is dropped, and its badge still clicks', async () => {
    const el = await mountUi(<Probe />);
    const node = (await $(el, '[data-name="Store"]')).closest<HTMLElement>('.react-flow__node')!;
    await until(() => getComputedStyle(node).visibility === 'visible', 3000, 'node measured');
    await until(() => q(el, '[data-testid="edge"][data-id="a->b"]'), 3000, 'link drawn');
    // The mouse reaches only what is in the viewport (800 x 600 by default: the canvas is 900 px wide).
    await setViewport({ width: 1000, height: 700 });
    q(el, '[data-selected]')!.scrollIntoView({ block: 'start' });
    let captured = 0;
    node.addEventListener('gotpointercapture', () => (captured += 1));
    const b = q(el, '[data-name="Store"] [data-testid="rule-node-debug"]')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(b.x + b.width / 2), Math.round(b.y + b.height / 2)] });
    expect(toggled, 'the debug badge is not captured by the node').to.deep.equal(['b']);
    expect(captured).to.equal(0);

    const r = node.getBoundingClientRect();
    const x = Math.round(r.x + r.width / 2);
    const y = Math.round(r.y + r.height - 8);
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    for (let i = 1; i <= 6; i += 1) await sendMouse({ type: 'move', position: [x + i * 10, y + i * 6] });
    expect(captured, 'the drag holds the pointer').to.equal(1);
    expect(moved).to.have.length(0);
    await sendMouse({ type: 'up' });
    await until(() => moved.length === 1, 2000, 'one move reported on drop');
    expect([...moved[0]!.keys()]).to.deep.equal(['b']);
    const p = moved[0]!.get('b')!;
    expect(p.x).to.be.greaterThan(630); // 60 px to the right on screen, less the first move that starts the drag
    expect(p.y).to.be.greaterThan(115);
    // The node stays where it was dropped once the document has the move, and its link ends there.
    await new Promise((done) => requestAnimationFrame(done));
    await new Promise((done) => requestAnimationFrame(done));
    const at = /translate\(([-\d.]+)px, ?([-\d.]+)px\)/.exec(node.style.transform) ?? [];
    expect(Number(at[1])).to.be.closeTo(p.x, 0.01);
    expect(Number(at[2])).to.be.closeTo(p.y, 0.01);
    const d = q(el, '[data-testid="edge"][data-id="a->b"] .iot-edge__path')!.getAttribute('d')!;
    const [ex, ey] = d
      .split(/[\s,]+/)
      .slice(-2)
      .map(Number);
    expect(ex).to.be.closeTo(p.x, 0.01);
    expect(ey).to.be.closeTo(p.y + node.offsetHeight / 2, 1);
  });
});
