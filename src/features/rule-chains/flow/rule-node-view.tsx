/**
 * How nodes look on the canvas (ThingsBoard 3.3.1's editor, and better): a box in the category colour with its
 * icon, the node name and the component name, an input port on the left and an output port on the right; a number
 * badge (the node's position in the export); a debug badge shown while debug mode is on, which toggles it with one
 * click (on hover it also appears on other nodes, faint, to switch debug on).
 * Nodes are plain elements with the static classes of node-styles.ts (no per-node styled-components work, and no
 * per-node i18n subscription): a 300-node chain must open in under a second.
 */
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { createContext, memo, useContext } from 'react';
import { CATEGORY_COLORS, type Category } from '../model/catalog';
import { BugIcon } from './node-icons';

/** Data of a rule node on the canvas. */
export interface RuleNodeData extends Record<string, unknown> {
  name: string;
  componentName: string;
  category: Category;
  index: number;
  debugMode: boolean;
  acceptsInput: boolean;
  /** The class is not in the catalogue. */
  unknown: boolean;
  invalid: boolean;
}

/** Data of a "rule chain" (link) node. */
export interface ChainNodeData extends Record<string, unknown> {
  title: string;
  /** The target failed to load: only its id is known. */
  stub: boolean;
  unset: boolean;
}

export type RuleFlowNode =
  Node<RuleNodeData, 'rule'> | Node<ChainNodeData, 'chain'> | Node<Record<string, never>, 'chainInput'>;

/** Texts the nodes show (translated once by the canvas). */
export interface NodeTexts {
  indexHint: string;
  debugOn: string;
  debugOff: string;
  unknown: string;
  input: string;
  chain: string;
  selectTarget: string;
}

/** What nodes get from the canvas: actions and texts (context keeps node data stable, so nodes stay memoised). */
export const NodeActions = createContext<{ toggleDebug(key: string): void; texts: NodeTexts }>({
  toggleDebug: () => undefined,
  texts: { indexHint: '', debugOn: '', debugOff: '', unknown: '', input: '', chain: '', selectTarget: '' },
});

const cls = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/** The category icon (a background image, see node-styles.ts). */
function NodeIcon({ category }: { category: Category }) {
  return <span className={`iot-rn__icon iot-rn__icon--${category}`} data-icon={category} />;
}

/** Name and component name as two lines of one clipped box, the last thing in a node (see node-styles.ts). */
function NodeTexts({ title, sub }: { title: string; sub?: string }) {
  return (
    <span className="iot-rn__texts">
      <span className="iot-rn__title">{title}</span>
      {sub === undefined ? null : (
        <>
          <br />
          <span className="iot-rn__sub">{sub}</span>
        </>
      )}
    </span>
  );
}

function RuleNodeViewImpl({ id, data, selected }: NodeProps<Node<RuleNodeData, 'rule'>>) {
  const { toggleDebug, texts } = useContext(NodeActions);
  const debugLabel = data.debugMode ? texts.debugOff : texts.debugOn;
  return (
    <div
      className={cls('iot-rn', selected && 'iot-rn--selected', data.invalid && 'iot-rn--invalid')}
      style={{ background: CATEGORY_COLORS[data.category] }}
      data-testid="rule-node"
      data-name={data.name}
      data-category={data.category}
    >
      <span className="iot-rn__index-slot">
        <span className="iot-rn__index" title={texts.indexHint} data-testid="rule-node-index">
          #{data.index}
        </span>
      </span>
      {data.acceptsInput ? <Handle type="target" position={Position.Left} /> : null}
      <NodeIcon category={data.category} />
      <Handle type="source" position={Position.Right} />
      <button
        type="button"
        className={cls('nodrag iot-rn__debug', data.debugMode && 'iot-rn__debug--on')}
        aria-pressed={data.debugMode}
        aria-label={debugLabel}
        title={debugLabel}
        data-testid="rule-node-debug"
        onClick={(e) => {
          e.stopPropagation();
          toggleDebug(id);
        }}
      >
        <BugIcon size={14} />
      </button>
      <NodeTexts title={data.name} sub={data.unknown ? texts.unknown : data.componentName} />
    </div>
  );
}

function ChainNodeViewImpl({ data, selected }: NodeProps<Node<ChainNodeData, 'chain'>>) {
  const { texts } = useContext(NodeActions);
  return (
    <div
      className={cls('iot-rn', selected && 'iot-rn--selected', data.unset && 'iot-rn--invalid')}
      style={{ background: CATEGORY_COLORS.RULE_CHAIN }}
      data-testid="chain-node"
      data-stub={data.stub || undefined}
    >
      <Handle type="target" position={Position.Left} />
      <NodeIcon category="RULE_CHAIN" />
      <NodeTexts title={data.unset ? texts.selectTarget : data.title} sub={texts.chain} />
    </div>
  );
}

function InputNodeViewImpl({ selected }: NodeProps<Node<Record<string, never>, 'chainInput'>>) {
  const { texts } = useContext(NodeActions);
  return (
    <div
      className={cls('iot-rn iot-rn--narrow', selected && 'iot-rn--selected')}
      style={{ background: CATEGORY_COLORS.INPUT }}
      data-testid="input-node"
    >
      <NodeIcon category="INPUT" />
      <Handle type="source" position={Position.Right} />
      <NodeTexts title={texts.input} />
    </div>
  );
}

export const nodeTypes = {
  rule: memo(RuleNodeViewImpl),
  chain: memo(ChainNodeViewImpl),
  // Not 'input': React Flow styles its built-in node types by name (.react-flow__node-input).
  chainInput: memo(InputNodeViewImpl),
};
