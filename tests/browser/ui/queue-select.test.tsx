/// <reference types="mocha" />
/** Queue selector. */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { QueueSelect } from '../../../src/ui/queue-select/queue-select';
import { $, mountUi, press, typeInto, unmountAll } from './harness';

let out: (string | null)[] = [];
function Probe() {
  const [v, setV] = useState<string | null>(null);
  const change = (x: string | null) => {
    out.push(x);
    setV(x);
  };
  return (
    <>
      <QueueSelect
        value={v}
        onChange={change}
        loadQueues={async () => ['Main', 'HighPriority', 'SequentialByOriginator']}
        required
      />
      <button>next</button>
    </>
  );
}

async function blurEmpty(el: HTMLElement) {
  (await $(el, 'input')).focus();
  await press('Tab');
  return (await $(el, '[role="alert"]')).textContent;
}

describe('QueueSelect', () => {
  beforeEach(() => (out = []));
  afterEach(unmountAll);

  it('queue selector: queue.name_required; no match: queue.no-queues-matching with search text', async () => {
    const el = await mountUi(<Probe />);
    await typeInto(await $(el, 'input'), 'zzz');
    expect((await $(el, '[data-no-match]')).textContent).to.equal("No queues match 'zzz'.");
    unmountAll();
    expect(await blurEmpty(await mountUi(<Probe />))).to.equal('Select a queue.');
  });
});
