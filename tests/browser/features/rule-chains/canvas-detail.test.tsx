/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useReactFlow, type ReactFlowInstance } from '@xyflow/react';
import { LOD_ZOOM } from '../../../../src/features/rule-chains/flow/rule-chain-canvas';
import { $, mountUi, unmountAll, until } from '../../ui/harness';
import { IdleCanvas, filterChain } from './canvas-fixture';

const DOC = filterChain(2, { debug: (i) => i === 1 });

/** Hands the test React Flow's instance, to set the zoom. */
function Grab({ into }: { into: { flow?: ReactFlowInstance } }) {
  into.flow = useReactFlow();
  return null;
}

function Canvas({ into }: { into: { flow?: ReactFlowInstance } }) {
  return (
    <IdleCanvas doc={DOC}>
      <Grab into={into} />
    </IdleCanvas>
  );
}

const visibility = (el: Element) => getComputedStyle(el).visibility;

describe('rule chain canvas level of detail', () => {
  afterEach(unmountAll);

  it('draws nodes as boxes with ports when zoomed too far out to read, and their texts again when zoomed in', async () => {
    const into: { flow?: ReactFlowInstance } = {};
    const el = await mountUi(<Canvas into={into} />);
    const root = await $(el, '[data-testid="rule-chain-canvas"]');
    const node = await $(el, '[data-name="Filter 1"]');
    const title = node.querySelector<HTMLElement>('.iot-rn__title')!;
    // React Flow shows a node once it is measured, and fits the view then.
    await until(() => visibility(node.closest('.react-flow__node')!) === 'visible', 3000, 'nodes measured');
    await new Promise((r) => setTimeout(r, 300));
    expect(into.flow!.getZoom()).to.be.at.least(LOD_ZOOM);
    // Readable: name, component name, icon and badges shown.
    expect(root.classList.contains('iot-far')).to.equal(false);
    expect(title.textContent).to.equal('Filter 1');
    expect(visibility(title)).to.equal('visible');
    expect(visibility(node.querySelector('[data-testid="rule-node-debug"]')!)).to.equal('visible');
    const size = [node.offsetWidth, node.offsetHeight];

    await into.flow!.setViewport({ x: 0, y: 0, zoom: LOD_ZOOM * 0.75 });
    await until(() => root.classList.contains('iot-far'), 2000, 'far-out class');
    for (const part of ['.iot-rn__title', '.iot-rn__sub', '.iot-rn__icon', '.iot-rn__index', '.iot-rn__debug'])
      expect(visibility(node.querySelector(part)!), part).to.equal('hidden');
    // The coloured box and its ports stay, at the same size (links keep their ends).
    expect(visibility(node)).to.equal('visible');
    expect(getComputedStyle(node).backgroundColor).to.equal('rgb(241, 232, 97)');
    for (const port of node.querySelectorAll('.react-flow__handle')) expect(visibility(port)).to.equal('visible');
    expect(node.querySelectorAll('.react-flow__handle').length).to.equal(2);
    expect([node.offsetWidth, node.offsetHeight]).to.deep.equal(size);
    // The link is drawn, its relation type (as small as the names) is not.
    expect(visibility(root.querySelector('.iot-edge__path')!)).to.equal('visible');
    expect(visibility(root.querySelector('.iot-edge__label')!)).to.equal('hidden');

    await into.flow!.setViewport({ x: 0, y: 0, zoom: LOD_ZOOM });
    await until(() => !root.classList.contains('iot-far'), 2000, 'far-out class removed at the threshold');
    expect(visibility(title)).to.equal('visible');
    expect(title.getBoundingClientRect().width).to.be.above(0);
    expect(visibility(root.querySelector('.iot-edge__label')!)).to.equal('visible');
  });
});
