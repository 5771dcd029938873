import { RuleChainEditorFeature } from '../src/features/rule-chains/rule-chain-editor-feature';
import { createElementClass } from '../src/host/create-element-class';
import { QueryProvider } from '../src/host/query-provider';
import { registerElement } from '../src/host/register-element';

/**
 * The ThingsBoard rule chain editor as a panel: a node library, the chain on a canvas (drag, connect, configure,
 * test scripts), step undo/redo, copy/paste across chains and tabs, keyboard operation, import/export of ThingsBoard
 * rule chain files, and recovery of unsaved work after a reload. Uses the page's shared session (tenant
 * administrators); give the element a height.
 *
 * @tag iot-rule-chain-editor
 * @summary Rule chain editor (React Flow canvas) for one rule chain.
 *
 * @attr {string} rule-chain-id - Id of the rule chain to edit.
 * @attr {string} api-url - ThingsBoard root URL (default: the page's origin).
 * @attr {string} asset-base - Where the package's files (locales, widget sandbox page, script engine) are served, for the whole page (default: beside the scripts; see setAssetBase).
 * @attr {string} locale - Language, as a ThingsBoard code (`en_US`) or BCP-47 tag.
 * @attr {"light"|"dark"} theme - Force a colour scheme; by default it follows `prefers-color-scheme`.
 * @prop {string} accessToken - A ThingsBoard access token the host already holds (set together with refreshToken).
 * @prop {string} refreshToken - The matching refresh token.
 *
 * @fires {CustomEvent<{ ruleChainId: string; name: string }>} iot-rule-chain-save - The chain's metadata was saved.
 * @fires {CustomEvent<{ ruleChainId: string; ruleNodeId: string | null; index: number; name: string; type: string } | null>} iot-rule-node-select - A rule node was selected (null when none is).
 * @fires {CustomEvent<{ path: string }>} iot-navigate - Cancelable: another chain is about to open (`/ruleChains/{id}`); preventDefault() to route in the host.
 *
 * @cssprop [--iot-color-primary=#305680] - Primary colour (selection, buttons).
 * @cssprop [--iot-color-bg=#eef1f5] - Canvas background.
 */
export class IotRuleChainEditorElement extends createElementClass(RuleChainEditorFeature, {
  providers: QueryProvider,
  attributes: { ruleChainId: 'string' },
  events: {
    onRuleChainSave: { name: 'iot-rule-chain-save' },
    onRuleNodeSelect: { name: 'iot-rule-node-select' },
    onNavigate: { name: 'iot-navigate', cancelable: true },
  },
}) {}

registerElement('iot-rule-chain-editor', IotRuleChainEditorElement);

declare global {
  interface HTMLElementTagNameMap {
    'iot-rule-chain-editor': IotRuleChainEditorElement;
  }
}
