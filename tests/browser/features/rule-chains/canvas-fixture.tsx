/**
 * The rule chain canvas on its own, for tests of what it draws: a chain of script filters (one descriptor, "True"
 * links), rendered inside React Flow's provider and styles with handlers that do nothing.
 */
import { ReactFlowProvider } from '@xyflow/react';
import type { ReactNode } from 'react';
import type { ComponentDescriptor } from '../../../../src/api/components';
import { ReactFlowStyles } from '../../../../src/features/rule-chains/flow/react-flow-styles';
import {
  RuleChainCanvas,
  type RuleChainCanvasProps,
} from '../../../../src/features/rule-chains/flow/rule-chain-canvas';
import { fromMetadata, type ChainDoc } from '../../../../src/features/rule-chains/model/chain-doc';

export const FILTER_DESCRIPTORS = new Map<string, ComponentDescriptor>([
  [
    'x.Filter',
    {
      type: 'FILTER',
      name: 'script',
      clazz: 'x.Filter',
      configurationDescriptor: { nodeDefinition: { relationTypes: ['True'], inEnabled: true } },
    },
  ],
]);

/** `count` filters named "Filter 0", "Filter 1", …, node i at (300 + 300 i, 100 + dy·i), node 0 linked to node 1. */
export function filterChain(
  count: number,
  { dy = 0, debug = () => false }: { dy?: number; debug?: (i: number) => boolean } = {},
): ChainDoc {
  return fromMetadata({
    firstNodeIndex: 0,
    nodes: Array.from({ length: count }, (_, i) => ({
      id: { entityType: 'RULE_NODE', id: `n${i}` },
      type: 'x.Filter',
      name: `Filter ${i}`,
      debugMode: debug(i),
      configuration: {},
      additionalInfo: { layoutX: 300 + i * 300, layoutY: 100 + i * dy },
    })),
    connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
    ruleChainConnections: null,
  });
}

const NO_SELECTION: ReadonlySet<string> = new Set();

/**
 * The canvas, 900 × 500, showing `doc`; `children` render inside the provider (to reach React Flow's instance).
 * Idle unless told otherwise: nothing selected, and selection changes and moves go nowhere.
 */
export function IdleCanvas({
  doc,
  children,
  selected = NO_SELECTION,
  onSelectionChange = () => undefined,
  onMove = () => undefined,
}: {
  doc: ChainDoc;
  children?: ReactNode;
  selected?: ReadonlySet<string>;
  onSelectionChange?: RuleChainCanvasProps['onSelectionChange'];
  onMove?: RuleChainCanvasProps['onMove'];
}) {
  return (
    <div style={{ width: 900, height: 500 }}>
      <ReactFlowProvider>
        <ReactFlowStyles />
        {children}
        <RuleChainCanvas
          doc={doc}
          selected={selected}
          descriptors={FILTER_DESCRIPTORS}
          targets={new Map()}
          invalid={new Set()}
          onSelectionChange={onSelectionChange}
          onMove={onMove}
          onConnectRequest={() => undefined}
          onEdgeEdit={() => undefined}
          onDropItem={() => undefined}
          onToggleDebug={() => undefined}
          onOpen={() => undefined}
        />
      </ReactFlowProvider>
    </div>
  );
}

/**
 * A mouse drag of `node` as d3-drag sees it: pressed 20 px inside its top-left corner, then `steps` moves of (dx, dy)
 * each, one per animation frame. Returns the release, at the last point.
 */
export async function dragNode(node: HTMLElement, steps: number, dx: number, dy: number): Promise<() => void> {
  const r = node.getBoundingClientRect();
  const at = (x: number, y: number) => ({
    bubbles: true,
    composed: true,
    view: window,
    button: 0,
    clientX: r.x + 20 + x,
    clientY: r.y + 20 + y,
  });
  node.dispatchEvent(new MouseEvent('mousedown', at(0, 0)));
  for (let i = 1; i <= steps; i += 1) {
    window.dispatchEvent(new MouseEvent('mousemove', at(i * dx, i * dy)));
    await new Promise((done) => requestAnimationFrame(done));
  }
  return () => window.dispatchEvent(new MouseEvent('mouseup', at(steps * dx, steps * dy)));
}
