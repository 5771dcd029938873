/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { MessageTypeAutocomplete } from '../../../src/ui/message-type/message-type-autocomplete';
import { QueueSelect } from '../../../src/ui/queue-select/queue-select';
import { RelationTypeAutocomplete } from '../../../src/ui/relation-type/relation-type-autocomplete';
import { $, mountUi, press, q, qa, typeInto, unmountAll, until } from './harness';

let out: (string | null)[] = [];
function Probe({ kind }: { kind: 'relation' | 'message' | 'queue' }) {
  const [v, setV] = useState<string | null>(null);
  const change = (x: string | null) => {
    out.push(x);
    setV(x);
  };
  return (
    <>
      {kind === 'relation' ? <RelationTypeAutocomplete value={v} onChange={change} required /> : null}
      {kind === 'message' ? <MessageTypeAutocomplete value={v} onChange={change} required /> : null}
      {kind === 'queue' ? <QueueSelect value={v} onChange={change} loadQueues={async () => ['Main', 'HighPriority', 'SequentialByOriginator']} required /> : null}
      <button>next</button>
    </>
  );
}

async function blurEmpty(el: HTMLElement) {
  (await $(el, 'input')).focus();
  await press('Tab');
  return (await $(el, '[role="alert"]')).textContent;
}

describe('Relation type, message type and queue autocompletes', () => {
  beforeEach(() => (out = []));
  afterEach(unmountAll);

  it('relation-type autocomplete: standard types suggested, free text accepted, required relation.relation-type-required', async () => {
    const el = await mountUi(<Probe kind="relation" />);
    await typeInto(await $(el, 'input'), 'c');
    await until(() => qa(el, '[role="option"]:not([data-free-text])').length >= 1);
    expect(qa(el, '[role="option"]')[0]!.textContent).to.equal('Contains');
    await typeInto(q(el, 'input')!, 'ustom');
    await press('Tab');
    expect(out.at(-1)).to.equal('custom');
    unmountAll();
    expect(await blurEmpty(await mountUi(<Probe kind="relation" />))).to.equal('Enter a relation type.');
  });

  it('message type autocomplete: known types shown by display name, free text accepted, required rulenode.message-type-required', async () => {
    const el = await mountUi(<Probe kind="message" />);
    await typeInto(await $(el, 'input'), 'telemetry p');
    await until(() => qa(el, '[role="option"]:not([data-free-text])').length === 1);
    await press('ArrowDown');
    await press('Enter');
    expect(out.at(-1)).to.equal('POST_TELEMETRY_REQUEST');
    expect(q<HTMLInputElement>(el, 'input')!.value).to.equal('Telemetry posted');
    unmountAll();
    const el2 = await mountUi(<Probe kind="message" />);
    await typeInto(await $(el2, 'input'), 'MY_TYPE');
    await press('Tab');
    expect(out.at(-1)).to.equal('MY_TYPE');
    unmountAll();
    expect(await blurEmpty(await mountUi(<Probe kind="message" />))).to.equal('Enter a message type.');
  });

  it('queue selector: queue.name_required; no match: queue.no-queues-matching with search text', async () => {
    const el = await mountUi(<Probe kind="queue" />);
    await typeInto(await $(el, 'input'), 'zzz');
    expect((await $(el, '[data-no-match]')).textContent).to.equal("No queues match 'zzz'.");
    unmountAll();
    expect(await blurEmpty(await mountUi(<Probe kind="queue" />))).to.equal('Select a queue.');
  });
});
