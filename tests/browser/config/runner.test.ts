/// <reference types="mocha" />
// Proves the wtr config itself (tests/config/web-test-runner.config.mjs), independent of our elements:
// React 19 from the CJS prebundle, styled-components with NODE_ENV replaced, CSS-as-string imports.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import styled, { StyleSheetManager } from 'styled-components';

const Box = styled.div`
  border: 3px solid rgb(255, 0, 0);
`;

async function until<T>(fn: () => T | null | undefined, what: string): Promise<T> {
  for (const t0 = performance.now(); performance.now() - t0 < 3000; await new Promise((r) => setTimeout(r, 16))) {
    const v = fn();
    if (v) return v;
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('wtr config', () => {
  it('renders a React 19 root into a shadow root with styled-components styles inside it', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const root = createRoot(shadowRoot); // React 19 accepts a DocumentFragment container
    root.render(createElement(StyleSheetManager, { target: shadowRoot }, createElement(Box, { id: 'box' }, 'hi')));

    const box = await until(() => shadowRoot.getElementById('box'), 'the rendered box');
    expect(box.textContent).to.equal('hi');
    expect(shadowRoot.querySelector('style[data-styled]'), 'style inside the shadow root').to.exist;
    expect(document.head.querySelector('style[data-styled]'), 'nothing leaks to document.head').to.equal(null);
    expect(getComputedStyle(box).borderTopColor).to.equal('rgb(255, 0, 0)');
    root.unmount();
    host.remove();
  });

  it('imports .css files as strings', async () => {
    // A computed specifier keeps this file free of a `*.css` module declaration (owned by src/).
    const spec = '/node_modules/uplot/dist/uPlot.min.css';
    const mod = (await import(spec)) as { default: unknown };
    expect(mod.default).to.be.a('string').and.include('.uplot');
  });
});
