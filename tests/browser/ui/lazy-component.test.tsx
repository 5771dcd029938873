/// <reference types="mocha" />
/**
 * ui/lazy: a code-split component renders its placeholder while its chunk loads and itself afterwards, through an
 * ordinary update (no Suspense, so React's 300 ms hold on revealing a resolved boundary never applies); once loaded it
 * renders synchronously on the first pass; a failed load reaches the nearest error boundary.
 */
import { expect } from '@open-wc/testing';
import { Component, type ReactNode } from 'react';
import { PreloadWhenIdle, deferred, lazyComponent, useLazyComponent } from '../../../src/ui/lazy/lazy-component';
import { mountUi, q, sleep, unmountAll, until } from './harness';

function controlled<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const Hello = ({ name }: { name: string }) => <p data-testid="loaded">Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(e: Error) {
    return { error: e.message };
  }
  override render() {
    return this.state.error ? <p data-testid="caught">{this.state.error}</p> : this.props.children;
  }
}

describe('lazyComponent / deferred', () => {
  afterEach(unmountAll);

  it('shows the fallback until the chunk arrives, then the component with its props, within a frame', async () => {
    const chunk = controlled<typeof Hello>();
    const Lazy = deferred(() => chunk.promise, <span data-testid="fallback">…</span>);
    const el = await mountUi(<Lazy name="Ada" />);
    expect(q(el, '[data-testid="fallback"]')).to.exist;
    expect(q(el, '[data-testid="loaded"]')).to.equal(null);
    const at = performance.now();
    chunk.resolve(Hello);
    await until(() => q(el, '[data-testid="loaded"]'), 2000, 'loaded component');
    // A Suspense boundary would hold this reveal for up to 300 ms after its fallback appeared.
    expect(performance.now() - at).to.be.below(200);
    expect(q(el, '[data-testid="loaded"]')!.textContent).to.equal('Hello Ada');
    expect(q(el, '[data-testid="fallback"]')).to.equal(null);
  });

  it('renders a component whose chunk is already in without any placeholder', async () => {
    const lazy = lazyComponent(() => Promise.resolve(Hello));
    await lazy.load();
    let placeholders = 0;
    function Probe() {
      const Loaded = useLazyComponent(lazy);
      if (!Loaded) placeholders++;
      return Loaded ? <Loaded name="Grace" /> : null;
    }
    const el = await mountUi(<Probe />);
    expect(q(el, '[data-testid="loaded"]')!.textContent).to.equal('Hello Grace');
    expect(placeholders).to.equal(0);
  });

  it('loads once however many render it, and a failed load reaches the error boundary', async () => {
    let calls = 0;
    const chunk = controlled<typeof Hello>();
    const Lazy = deferred(() => (calls++, chunk.promise));
    const el = await mountUi(
      <Boundary>
        <Lazy name="a" />
        <Lazy name="b" />
      </Boundary>,
    );
    chunk.reject(new Error('chunk failed'));
    await until(() => q(el, '[data-testid="caught"]'), 2000, 'error boundary');
    expect(q(el, '[data-testid="caught"]')!.textContent).to.equal('chunk failed');
    expect(calls).to.equal(1);
  });

  it('PreloadWhenIdle loads the next screens once the current one has loaded and the page is idle, not before', async () => {
    const current = controlled<typeof Hello>();
    const after = lazyComponent(() => current.promise);
    let nextLoads = 0;
    const next = lazyComponent(() => (nextLoads++, Promise.resolve(Hello)));
    await mountUi(<PreloadWhenIdle after={after} next={[next]} />);
    await sleep(300);
    expect(nextLoads).to.equal(0);
    current.resolve(Hello);
    await until(() => next.status().state === 'ready', 3000, 'next screen loaded');
    expect(nextLoads).to.equal(1);
  });

  it('PreloadWhenIdle loads nothing when the screen is left before it loaded', async () => {
    const current = controlled<typeof Hello>();
    let nextLoads = 0;
    const next = lazyComponent(() => (nextLoads++, Promise.resolve(Hello)));
    await mountUi(<PreloadWhenIdle after={lazyComponent(() => current.promise)} next={[next]} />);
    unmountAll();
    current.resolve(Hello);
    // Had the load of the current screen still scheduled the next ones, they would start in an idle callback asked
    // for now: one asked for after it runs after it (the same 2 s timeout, posted later).
    await new Promise((r) => setTimeout(r, 0)); // the current screen's load has settled
    await new Promise((r) => requestIdleCallback(r, { timeout: 2000 }));
    expect(nextLoads).to.equal(0);
  });
});
