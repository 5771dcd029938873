/// <reference types="mocha" />
/**
 * The autoloader: tags in the page are defined, tags added later are defined as they appear (also deep in a new
 * subtree), a shadow root passed as a root is covered, unknown `iot-*` tags are left alone, stopping stops, and
 * `defineIotElements()` still loads what it is asked for. This file imports no element module itself.
 */
import { expect } from '@open-wc/testing';
import { defineIotElements, iotTags, startIotAutoloader } from '../../../elements/loader';
import { until } from '../helpers';

const defined = (tag: string) => customElements.get(tag) !== undefined;

describe('autoloader', function () {
  this.timeout(60_000);
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    document.body.replaceChildren();
  });

  it('starts with nothing defined', () => {
    expect(iotTags.filter(defined)).to.deep.equal([]);
  });

  it('defines a tag inserted after it started, also deep inside a new subtree', async () => {
    stops.push(startIotAutoloader());
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<div><p><iot-customer-list page-size="5"></iot-customer-list></p></div>';
    document.body.append(wrapper);
    await until(() => defined('iot-customer-list'), 30_000, '<iot-customer-list> defined');
    const el = wrapper.querySelector('iot-customer-list')!;
    await until(() => el.shadowRoot, 5000, 'upgraded with a shadow root');
    expect((el as HTMLElement & { pageSize: number }).pageSize).to.equal(5);
  });

  it('covers a shadow root it is given; unknown iot-* tags are ignored', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    stops.push(startIotAutoloader());
    root.innerHTML = '<iot-asset-list></iot-asset-list>';
    await new Promise((r) => setTimeout(r, 300));
    expect(defined('iot-asset-list')).to.equal(false); // the document's observer cannot see inside
    stops.push(startIotAutoloader(root));
    await until(() => defined('iot-asset-list'), 30_000, '<iot-asset-list> defined');
    root.append(document.createElement('iot-not-a-tag'));
    await new Promise((r) => setTimeout(r, 100));
    expect(defined('iot-not-a-tag')).to.equal(false);
  });

  it('stops when asked; defineIotElements() still loads the tags it is given', async () => {
    const stop = startIotAutoloader();
    stop();
    document.body.append(document.createElement('iot-alarm-table'));
    await new Promise((r) => setTimeout(r, 500));
    expect(defined('iot-alarm-table')).to.equal(false);
    await defineIotElements(['iot-alarm-table']);
    expect(defined('iot-alarm-table')).to.equal(true);
  });
});
