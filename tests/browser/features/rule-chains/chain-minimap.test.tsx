/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { minimapFrame } from '../../../../src/features/rule-chains/flow/chain-minimap';
import { $, mountUi, q, unmountAll, until } from '../../ui/harness';
import { IdleCanvas, dragNode, filterChain } from './canvas-fixture';

const DOC = filterChain(3, { dy: 80 });

function Canvas() {
  return <IdleCanvas doc={DOC} />;
}

/** How many pixels of the minimap have the colour (r, g, b). */
function pixelsOf(canvas: HTMLCanvasElement, [r, g, b]: number[]): number {
  const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] === r && data[i + 1] === g && data[i + 2] === b) n += 1;
  return n;
}

const translate = (t: string) => (/translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(t) ?? []).slice(1).map(Number);

describe('rule chain minimap', () => {
  afterEach(unmountAll);

  it('frames the nodes and the view with a margin, keeping the aspect ratio', () => {
    const f = minimapFrame({ x: 0, y: 0, width: 1000, height: 100 }, { x: 0, y: 0, width: 500, height: 50 });
    // The width decides: 1000 flow units (5 per pixel) plus a 5 px margin on each side (25 flow units each).
    expect(f.scale).to.be.closeTo(1050 / 200, 0.01);
    expect(f.origin.x).to.be.closeTo(-25, 0.01);
    expect(f.origin.y + (150 * f.scale) / 2).to.be.closeTo(50, 0.01); // centred vertically
  });

  it('draws every node in its category colour', async () => {
    const el = await mountUi(<Canvas />);
    const canvas = await $<HTMLCanvasElement>(el, '[data-testid="minimap"]');
    expect(canvas.getAttribute('role')).to.equal('img');
    expect(canvas.getAttribute('aria-label')).to.be.a('string').and.not.equal('');
    // FILTER nodes are rgb(241, 232, 97); three measured nodes give three filled rectangles.
    await until(() => pixelsOf(canvas, [241, 232, 97]) > 30, 3000, 'filter nodes drawn');
  });

  it('a dragged node moves in the minimap while the drag lasts, and the other nodes stay drawn', async () => {
    const el = await mountUi(<Canvas />);
    const canvas = await $<HTMLCanvasElement>(el, '[data-testid="minimap"]');
    await until(() => pixelsOf(canvas, [241, 232, 97]) > 30, 3000, 'filter nodes drawn');
    await new Promise((r) => setTimeout(r, 300)); // the initial fit
    const filled = pixelsOf(canvas, [241, 232, 97]);
    const image = () => canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data.join();
    const before = image();
    const node = (await $(el, '[data-name="Filter 1"]')).closest<HTMLElement>('.react-flow__node')!;
    const release = await dragNode(node, 5, 6, 12);
    await until(() => image() !== before, 2000, 'the minimap follows the drag');
    // Three nodes still filled (the dragged one may overlap another a little, or the frame grow).
    expect(pixelsOf(canvas, [241, 232, 97])).to.be.closeTo(filled, filled * 0.35);
    const during = image();
    release();
    // The canvas of the fixture does not take the move: the node goes back, and so does the minimap, once the canvas
    // has re-rendered after the drop (a transition, rendered after the drop's frame).
    await until(() => image() !== during, 2000, 'the minimap redrawn after the drop');
    await until(() => pixelsOf(canvas, [241, 232, 97]) === filled, 2000, 'the dragged node back in the minimap');
    expect(pixelsOf(canvas, [241, 232, 97])).to.equal(filled);
  });

  it('dragging in the minimap pans the view the same way; the wheel zooms it', async () => {
    const el = await mountUi(<Canvas />);
    const canvas = await $<HTMLCanvasElement>(el, '[data-testid="minimap"]');
    const viewport = await $(el, '.react-flow__viewport');
    await until(() => viewport.style.transform.includes('scale'), 3000, 'initial fit');
    await new Promise((r) => setTimeout(r, 300));
    const [x0, y0] = translate(viewport.style.transform);
    const r = canvas.getBoundingClientRect();
    const at = (dx: number, dy: number) => ({
      bubbles: true,
      composed: true,
      pointerId: 1,
      button: 0,
      clientX: r.x + 100 + dx,
      clientY: r.y + 75 + dy,
    });
    canvas.dispatchEvent(new PointerEvent('pointerdown', at(0, 0)));
    canvas.dispatchEvent(new PointerEvent('pointermove', at(20, 10)));
    canvas.dispatchEvent(new PointerEvent('pointerup', at(20, 10)));
    await until(() => translate(viewport.style.transform)[0] !== x0, 2000, 'view panned');
    const [x1, y1] = translate(viewport.style.transform);
    // The view moves right and down over the chain: the chain moves left and up on screen.
    expect(x1).to.be.below(x0!);
    expect(y1).to.be.below(y0!);
    const scale = () => Number(/scale\(([\d.]+)\)/.exec(viewport.style.transform)?.[1] ?? NaN);
    const before = scale();
    canvas.dispatchEvent(new WheelEvent('wheel', { bubbles: true, composed: true, deltaY: -200 }));
    await until(() => scale() > before, 2000, 'zoomed in');
    expect(q(el, '.react-flow__minimap')).to.exist;
  });
});
