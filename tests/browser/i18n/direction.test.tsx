/// <reference types="mocha" />
/**
 * Right to left in a real element: a `locale` of a right-to-left language (fa_IR) puts `dir="rtl"` and `lang` on the
 * element's root, logical CSS mirrors layouts, pointing icons mirror, popovers swap left/right placements, arrow
 * keys follow the reading direction; a second element on the page keeps its own language.
 */
import { expect } from '@open-wc/testing';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../src/i18n/use-translation';
import { getI18n } from '../../../src/i18n/i18n';
import { RTL_LOCALES } from '../../../src/i18n/direction';
import { Button } from '../../../src/ui/button/button';
import { ArrowBackIcon } from '../../../src/ui/icons/nav-icons';
import { ChevronLeftIcon } from '../../../src/ui/icons/entity-icons';
import { PlayIcon } from '../../../src/ui/icons/control-icons';
import { Popover } from '../../../src/ui/popover/popover';
import { SplitPane } from '../../../src/ui/split-pane/split-pane';
import { Tabs } from '../../../src/ui/tabs/tabs';
import { Toggle } from '../../../src/ui/toggle/toggle';
import { $, mountUi, press, q, unmountAll, until } from '../ui/harness';

function Probe() {
  const { t: translate } = useTranslation();
  const t = translate('action.save');
  const [tab, setTab] = useState<'a' | 'b'>('a');
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ width: 600 }}>
      <p data-testid="word">{t}</p>
      <div data-testid="row" style={{ display: 'flex', gap: 8 }}>
        <span data-testid="first">1</span>
        <span data-testid="second">2</span>
      </div>
      <p data-testid="start" style={{ textAlign: 'start' }}>
        x
      </p>
      <ArrowBackIcon data-testid="back" />
      <ChevronLeftIcon data-testid="chevron" />
      <PlayIcon data-testid="play" />
      <Toggle label="On" checked onChange={() => undefined} />
      <Tabs<'a' | 'b'>
        label="T"
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'a', label: 'A' },
          { key: 'b', label: 'B' },
        ]}
      />
      <div style={{ marginInlineStart: 200 }}>
        <Button ref={anchor} onClick={() => setOpen(true)} data-testid="anchor">
          open
        </Button>
      </div>
      <Popover open={open} onOpenChange={setOpen} anchor={anchor.current} placement="right" testId="pop" modal={false}>
        <div style={{ width: 80, height: 40 }}>pop</div>
      </Popover>
      <div style={{ height: 100, width: 400 }}>
        <SplitPane
          direction="horizontal"
          initial={50}
          label="Split"
          first={<div data-testid="pane-1" />}
          second={<div data-testid="pane-2" />}
          testId="split"
        />
      </div>
    </div>
  );
}

const box = (el: HTMLElement, id: string) => q(el, `[data-testid="${id}"]`)!.getBoundingClientRect();
const mirrored = (el: HTMLElement, id: string) => getComputedStyle(q(el, `[data-testid="${id}"]`)!).scale === '-1 1';

async function mountIn(locale: string): Promise<HTMLElement> {
  const el = await mountUi(() => <Probe />, `locale="${locale}"`);
  await until(
    () => q(el, '[data-iot-root]')?.getAttribute('lang') === locale.replace('_', '-'),
    5000,
    `${locale} applied`,
  );
  return el;
}

describe('right to left (fa_IR)', () => {
  afterEach(() => unmountAll());

  it('lists fa_IR as right to left and sets dir and lang on the element root', async () => {
    expect(RTL_LOCALES).to.include('fa_IR');
    const el = await mountIn('fa_IR');
    const root = q(el, '[data-iot-root]')!;
    expect(root.getAttribute('dir')).to.equal('rtl');
    expect(getComputedStyle(root).display).to.equal('contents');
    expect(getComputedStyle(q(el, '[data-testid="row"]')!).direction).to.equal('rtl');
    // Portals live inside the root, so popovers and dialogs are right to left too.
    expect(q(el, '[data-iot-portal-root]')!.closest('[data-iot-root]')).to.equal(root);
  });

  it('mirrors layout: flex rows run from the right, text starts on the right', async () => {
    const el = await mountIn('fa_IR');
    expect(box(el, 'first').left).to.be.greaterThan(box(el, 'second').left);
    expect(getComputedStyle(q(el, '[data-testid="start"]')!).textAlign).to.equal('start');
    const ltr = await mountUi(() => <Probe />, 'locale="de_DE"');
    await until(() => q(ltr, '[data-iot-root]')?.getAttribute('dir') === 'ltr');
    expect(box(ltr, 'first').left).to.be.lessThan(box(ltr, 'second').left);
  });

  it('mirrors icons that point, not media controls; left to right nothing is mirrored', async () => {
    const el = await mountIn('fa_IR');
    expect(mirrored(el, 'back')).to.equal(true);
    expect(mirrored(el, 'chevron')).to.equal(true);
    expect(mirrored(el, 'play')).to.equal(false);
    unmountAll();
    const ltr = await mountIn('de_DE');
    expect(mirrored(ltr, 'back')).to.equal(false);
  });

  it('slides the toggle knob toward the inline end', async () => {
    const el = await mountIn('fa_IR');
    const input = q(el, 'input[type="checkbox"]')!;
    expect(getComputedStyle(input, '::after').transform).to.match(/matrix\(1, 0, 0, 1, -16, 0\)/);
  });

  it('tabs move with the reading direction: ArrowLeft is next', async () => {
    const el = await mountIn('fa_IR');
    q<HTMLElement>(el, '[role="tab"][aria-selected="true"]')!.focus();
    await press('ArrowLeft');
    await until(() => q(el, '[role="tab"][aria-selected="true"]')?.textContent === 'B', 2000, 'next tab');
  });

  it('a popover placed "right" opens on the left of its anchor', async () => {
    const el = await mountIn('fa_IR');
    (await $(el, '[data-testid="anchor"]')).click();
    const pop = await $(el, '[data-testid="pop"]');
    await until(() => pop.getBoundingClientRect().width > 0);
    expect(pop.getBoundingClientRect().right).to.be.at.most(box(el, 'anchor').left + 1);
  });

  it('the split pane grows its (right-hand) first pane with ArrowLeft', async () => {
    const el = await mountIn('fa_IR');
    expect(box(el, 'pane-1').left).to.be.greaterThan(box(el, 'pane-2').left);
    const before = box(el, 'pane-1').width;
    q<HTMLElement>(el, '[data-testid="split"] [role="separator"]')!.focus();
    await press('ArrowLeft');
    await until(() => box(el, 'pane-1').width > before, 2000, 'first pane grew');
  });

  it('two elements on one page show two languages; the page language stays as it was', async () => {
    const page = getI18n().i18n.language;
    const fa = await mountIn('fa_IR');
    const de = await mountIn('de_DE');
    await until(
      () => q(fa, '[data-testid="word"]')?.textContent !== q(de, '[data-testid="word"]')?.textContent,
      5000,
      'two words',
    );
    expect(q(de, '[data-testid="word"]')!.textContent).to.equal('Speichern');
    expect(q(fa, '[data-iot-root]')!.getAttribute('dir')).to.equal('rtl');
    expect(q(de, '[data-iot-root]')!.getAttribute('dir')).to.equal('ltr');
    expect(getI18n().i18n.language).to.equal(page);
  });

  it('without a locale attribute an element follows the page language, and switches with it', async () => {
    const el = await mountUi(() => <Probe />);
    const { i18n } = getI18n();
    const before = i18n.language;
    try {
      const { changeLocale } = await import('../../../src/i18n/i18n');
      await changeLocale('fa_IR');
      await until(() => q(el, '[data-iot-root]')?.getAttribute('dir') === 'rtl', 5000, 'followed to fa_IR');
      await changeLocale('de_DE');
      await until(() => q(el, '[data-testid="word"]')?.textContent === 'Speichern', 5000, 'followed to de_DE');
      expect(q(el, '[data-iot-root]')!.getAttribute('dir')).to.equal('ltr');
    } finally {
      await i18n.changeLanguage(before);
    }
  });
});
