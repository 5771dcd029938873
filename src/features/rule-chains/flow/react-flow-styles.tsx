/**
 * React Flow's stylesheet inside the element's shadow root: its CSS arrives as a string (rollup /
 * wtr css-text plugins) and is rendered as a `<style nonce>` here, next to our overrides, which map React Flow's
 * `--xy-*` variables to the `--iot-*` theme tokens so the canvas follows light and dark themes.
 */
import xyflowCss from '@xyflow/react/dist/style.css';
import { categoryIconCss } from './node-icons';
import { edgeCss, nodeCss } from './node-styles';

/** The page's style nonce (`<meta property="csp-nonce">`), read like src/host does. */
function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.content || meta?.nonce || undefined;
}

const overrides = `
.react-flow {
  --xy-background-color: var(--iot-color-bg, #eef1f5);
  --xy-background-pattern-dots-color: color-mix(in srgb, var(--iot-color-text, #000) 22%, transparent);
  --xy-edge-stroke: var(--iot-color-text-secondary, rgba(0,0,0,.6));
  --xy-edge-stroke-width: 1.5;
  --xy-edge-stroke-selected: var(--iot-color-primary, #305680);
  --xy-connectionline-stroke: var(--iot-color-primary, #305680);
  --xy-connectionline-stroke-width: 2;
  --xy-edge-label-background-color: var(--iot-color-surface, #fff);
  --xy-edge-label-color: var(--iot-color-text, rgba(0,0,0,.87));
  --xy-minimap-background-color: var(--iot-color-surface, #fff);
  --xy-minimap-mask-background-color: color-mix(in srgb, var(--iot-color-bg, #eef1f5) 70%, transparent);
  --xy-controls-button-background-color: var(--iot-color-surface, #fff);
  --xy-controls-button-background-color-hover: var(--iot-color-surface-2, #f5f7fa);
  --xy-controls-button-color: var(--iot-color-text, rgba(0,0,0,.87));
  --xy-controls-button-border-color: var(--iot-color-divider, rgba(0,0,0,.12));
  --xy-handle-background-color: var(--iot-color-surface, #fff);
  --xy-handle-border-color: var(--iot-color-text-secondary, rgba(0,0,0,.6));
  --xy-selection-background-color: color-mix(in srgb, var(--iot-color-primary, #305680) 10%, transparent);
  --xy-selection-border: 1px dashed var(--iot-color-primary, #305680);
  --xy-node-border-radius: 6px;
  font-family: inherit;
}
.react-flow__node.selectable:focus-visible { outline: 2px solid var(--iot-color-primary, #305680); outline-offset: 3px; border-radius: 8px; }
.react-flow__handle { width: 10px; height: 10px; border-width: 2px; }
.react-flow__handle.connectingto, .react-flow__handle.valid { background: var(--iot-color-primary, #305680); }
.react-flow__controls-button svg { fill: currentColor; }
.react-flow__minimap { border-radius: 6px; box-shadow: var(--iot-shadow-1); }
`;

const iconCss = categoryIconCss();

/** Rendered once inside the editor (a plain `<style>` stays in the shadow root; React hoists only href+precedence). */
export function ReactFlowStyles() {
  return <style nonce={cspNonce()}>{xyflowCss + overrides + nodeCss + iconCss + edgeCss}</style>;
}
