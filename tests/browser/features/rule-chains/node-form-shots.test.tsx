/// <reference types="mocha" />
/**
 * Ten representative rule node forms in the rule chain editor against the real server, configured as the fixture
 * says, in the light and the dark theme and in German (long labels): axe finds nothing on each node's details panel.
 * With IOT_SCREENSHOTS=1 each panel is also saved as tests/e2e/screenshots/node-form-<look>-<class>.png, to look at.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { Config } from '../../../../src/features/rule-chains/node-forms/form-def';
import { getSession } from '../../../../src/session/session';
import { axeViolations } from '../../axe';
import { clearAuthStorage, until } from '../../helpers';
import {
  createChain,
  deleteChain,
  loadDescriptors,
  loadFixtures,
  mountEditor,
  openNode,
  signIn,
} from './editor-support';

const SHOWN = [
  'action.TbCreateAlarmNode',
  'delay.TbMsgDelayNode',
  'rest.TbRestApiCallNode',
  'metadata.TbGetAttributesNode',
  'transform.TbChangeOriginatorNode',
  'geo.TbGpsGeofencingFilterNode',
  'mail.TbMsgToEmailNode',
  'telemetry.TbMsgTimeseriesNode',
  'kafka.TbKafkaNode',
  'action.TbMsgCountNode',
];
const LOOKS = [
  { name: 'light', attrs: { theme: 'light', locale: 'en_US' } },
  { name: 'dark', attrs: { theme: 'dark', locale: 'en_US' } },
  { name: 'de', attrs: { theme: 'light', locale: 'de_DE' } },
];
/** Tall enough that the longest of these forms fits the details panel unscrolled. */
const HEIGHT = 2300;

let chainId = '';
let wanted = false;

describe('rule node forms: light, dark, German (axe; screenshots on request)', function () {
  this.timeout(300_000);

  before(async () => {
    wanted = (await executeServerCommand<unknown, boolean>('iot-screenshots-wanted')) === true;
    await executeServerCommand('iot-viewport', { width: 1440, height: wanted ? HEIGHT : 960 });
    await signIn();
    await loadDescriptors('CORE');
    const fixtures = await loadFixtures();
    chainId = await createChain('CORE', SHOWN, (c): Config => fixtures[c]!);
  });
  after(async () => {
    document.querySelectorAll('iot-rule-chain-editor').forEach((e) => e.remove());
    if (chainId) await deleteChain(chainId);
    await executeServerCommand('iot-viewport', { width: 1440, height: 960 });
    await getSession().logout();
    clearAuthStorage();
  });

  for (const look of LOOKS) {
    it(`${look.name}: every form passes axe`, async () => {
      const root = await mountEditor(chainId, look.attrs, wanted ? HEIGHT : 900);
      const found: string[] = [];
      for (const clazz of SHOWN) {
        const form = await openNode(root, clazz);
        // Everything the form loads lazily is in place: code editors and the perimeter map.
        await until(
          () => [...form.querySelectorAll('[data-kind="script"]')].every((s) => s.querySelector('.cm-editor')),
          10_000,
          'code editors',
        );
        await until(
          () =>
            [...form.querySelectorAll('[data-testid="nf-perimeter"]')].every((m) =>
              m.querySelector('.leaflet-container'),
            ),
          10_000,
          'map',
        );
        const panel = root.querySelector<HTMLElement>('[data-testid="details-panel"]')!;
        found.push(...(await axeViolations(panel)).map((v) => `${clazz}: ${v}`));
        if (wanted) {
          await new Promise((r) => setTimeout(r, 300));
          const r = panel.getBoundingClientRect();
          const bottom = Math.min(form.getBoundingClientRect().bottom + 16, r.bottom);
          await executeServerCommand('iot-screenshot', {
            name: `node-form-${look.name}-${clazz}`,
            clip: { x: r.x, y: r.y, width: r.width, height: bottom - r.y },
          });
        }
      }
      expect(found).to.deep.equal([]);
    });
  }
});
