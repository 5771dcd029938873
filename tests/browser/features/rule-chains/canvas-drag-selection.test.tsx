/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useStoreApi, type ReactFlowState } from '@xyflow/react';
import { useState } from 'react';
import { moveTo } from '../../../../src/features/rule-chains/model/edits';
import { $, mountUi, q, unmountAll, until } from '../../ui/harness';
import { IdleCanvas, dragNode, filterChain } from './canvas-fixture';

const DOC = filterChain(3, { dy: 80 });

let moved: Map<string, { x: number; y: number }>[] = [];
let store: { getState(): ReactFlowState } | null = null;
let rerender: () => void = () => undefined;

/** Hands the test React Flow's store. */
function StoreProbe() {
  store = useStoreApi();
  return null;
}

/** The canvas as the editor drives it, starting with `initial` selected; `rerender` re-renders it with nothing changed. */
function Probe({ initial }: { initial: string[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initial));
  const [doc, setDoc] = useState(DOC);
  const [tick, setTick] = useState(0);
  rerender = () => setTick((n) => n + 1);
  return (
    <div data-selected={[...selected].sort().join(',')} data-renders={tick}>
      <IdleCanvas
        doc={doc}
        selected={selected}
        onSelectionChange={(u) => setSelected(u)}
        onMove={(m) => {
          moved.push(new Map(m));
          setDoc((d) => moveTo(d, m));
        }}
      >
        <StoreProbe />
      </IdleCanvas>
    </div>
  );
}

const keyOf = (name: string) => DOC.nodes.find((n) => n.name === name)!.key;

async function mounted(initial: string[]) {
  const el = await mountUi(<Probe initial={initial} />);
  const node = (await $(el, '[data-name="Filter 1"]')).closest<HTMLElement>('.react-flow__node')!;
  await until(() => getComputedStyle(node).visibility === 'visible', 3000, 'node measured');
  return { el, node, selection: () => q(el, '[data-selected]')!.getAttribute('data-selected') };
}

describe('rule chain canvas: what a drag selects', () => {
  beforeEach(() => {
    moved = [];
    store = null;
  });
  afterEach(unmountAll);

  it('a drag selects the dragged node alone (the other selected node is unselected) and highlights it', async () => {
    const { el, node, selection } = await mounted([keyOf('Filter 0')]);
    const release = await dragNode(node, 4, 10, 6);
    await until(() => selection() === keyOf('Filter 1'), 2000, 'the dragged node selected alone');
    await until(() => q(el, '[data-name="Filter 1"].iot-rn--selected'), 2000, 'its selection highlight');
    expect(q(el, '[data-name="Filter 0"].iot-rn--selected'), 'the other one no longer highlighted').to.equal(null);
    release();
    await until(() => moved.length === 1, 2000, 'one move reported on drop');
    expect([...moved[0]!.keys()]).to.deep.equal([keyOf('Filter 1')]);
  });

  it('a drag of one of several selected nodes moves them all and keeps the selection', async () => {
    const both = [keyOf('Filter 0'), keyOf('Filter 1')];
    const { node, selection } = await mounted(both);
    const release = await dragNode(node, 4, 10, 6);
    release();
    await until(() => moved.length === 1, 2000, 'one move reported on drop');
    expect([...moved[0]!.keys()].sort()).to.deep.equal([...both].sort());
    expect(selection()).to.equal([...both].sort().join(','));
  });

  it('a re-render that changes no node leaves React Flow the same nodes; a drop the document ignores is undone', async () => {
    const { el: first, node } = await mounted([]);
    await until(() => store, 2000, 'store');
    const nodes = store!.getState().nodes;
    rerender();
    await until(() => q(first, '[data-renders="1"]'), 2000, 're-rendered');
    await new Promise((done) => requestAnimationFrame(done));
    await new Promise((done) => requestAnimationFrame(done));
    expect(store!.getState().nodes, 'the same array').to.equal(nodes);
    // A drop writes its positions into React Flow's store; when the document does not take them (here: an owner that
    // ignores the move, as the fixture's idle canvas does), the store goes back to the document's positions.
    const el = await mountUi(
      <IdleCanvas doc={DOC} onMove={(m) => moved.push(new Map(m))}>
        <StoreProbe />
      </IdleCanvas>,
    );
    const idle = (await $(el, '[data-name="Filter 2"]')).closest<HTMLElement>('.react-flow__node')!;
    await until(() => getComputedStyle(idle).visibility === 'visible', 3000, 'node measured');
    const placed = idle.style.transform;
    const release = await dragNode(idle, 4, 10, 6);
    expect(idle.style.transform, 'moved during the drag').not.to.equal(placed);
    release();
    await until(() => moved.length === 1, 2000, 'one move reported on drop');
    await until(() => idle.style.transform === placed, 2000, 'back where the document has it');
    const key = DOC.nodes[2]!.key;
    expect(store!.getState().nodeLookup.get(key)!.internals.positionAbsolute).to.deep.equal(DOC.nodes[2]!.position);
    expect(node.isConnected, 'the first canvas is still mounted').to.equal(true);
  });
});
