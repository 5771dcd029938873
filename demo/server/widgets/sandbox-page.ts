/**
 * `GET /api/noauth/widget-sandbox`: the page custom widget types run in (the widget editor's preview, and dashboards showing custom widgets).
 * The console embeds it in an `<iframe sandbox="allow-scripts">` without `allow-same-origin`, so the page has an
 * opaque origin: no cookies, no localStorage, no access to the console's DOM or tokens. Its own CSP allows only
 * scripts carrying this response's nonce (the bootstrap below, the widget's controller script and its resource
 * scripts, which the bootstrap inserts with the nonce), no network calls (`connect-src 'none'`), no forms, no
 * plugins and no nested frames.
 *
 * Protocol (postMessage; the bootstrap only listens to its parent, the console only to this frame's window):
 * - frame → console `{ iot: 'widget-sandbox', type: 'ready' }` once the bootstrap runs;
 * - console → frame `{ type: 'init', html, css, js, resources, ctx }`: the template is put in the container, the
 *   CSS in a style element, resources loaded in order, then the controller script is inserted as
 *   `function (self) { <js> }` and `self.onInit()` is called with `self.ctx` (ThingsBoard's widget contract);
 * - console → frame `{ type: 'data', data, datasources }` → `self.onDataUpdated()`; `{ type: 'resize', width,
 *   height }` → `self.onResize()`; `{ type: 'destroy' }` → `self.onDestroy()`;
 * - frame → console `{ type: 'inited' }` after onInit returned without throwing, and `{ type: 'error', error: { name, message, lineNumber,
 *   columnNumber } }` for a compile or run error (lines counted in the controller script, 1-based).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';

/** The sandbox page's CSP for a nonce. */
export function sandboxCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline' https:",
    'img-src data: blob: https:',
    'font-src data: https:',
    "connect-src 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    // Any console origin may embed it: the page holds nothing and can reach nothing.
    'frame-ancestors *',
  ].join('; ');
}

// The bootstrap is plain ES5 so that it runs as is; it never evaluates strings itself: user code is inserted as
// a nonce-carrying script element, which the CSP above allows and nothing else can.
const BOOTSTRAP = String.raw`(function () {
  'use strict';
  var NONCE = document.currentScript && document.currentScript.nonce;
  var parentWin = window.parent;
  // The bootstrap runs in <head>: the container is looked up when the widget starts.
  var container = null;
  var userStyle = document.getElementById('tb-widget-style');
  var compiling = false;
  var widget = { ctx: null };
  var inited = false;
  var runError = null;

  function post(msg) { msg.iot = 'widget-sandbox'; parentWin.postMessage(msg, '*'); }
  function lineOf(e) {
    var m = /widget-controller\.js:(\d+):(\d+)/.exec((e && e.stack) || '');
    return m ? { line: Number(m[1]) - 1, column: Number(m[2]) } : null;
  }
  function report(e, line, column) {
    var pos = lineOf(e);
    post({ type: 'error', error: {
      name: (e && e.name) || 'Error',
      message: (e && e.message) || String(e),
      lineNumber: line != null ? line : pos ? pos.line : null,
      columnNumber: column != null ? column : pos ? pos.column : null
    } });
  }
  function call(name) {
    if (typeof widget[name] !== 'function') return true;
    try { widget[name](); return true; } catch (e) { report(e); return false; }
  }

  // A tiny subset of the jQuery wrapper ThingsBoard hands widgets as ctx.$container.
  function wrap(nodes) {
    var w = { length: nodes.length };
    for (var i = 0; i < nodes.length; i++) w[i] = nodes[i];
    w.html = function (h) { if (h === undefined) return nodes[0] ? nodes[0].innerHTML : ''; nodes.forEach(function (n) { n.innerHTML = h; }); return w; };
    w.text = function (t) { if (t === undefined) return nodes[0] ? nodes[0].textContent : ''; nodes.forEach(function (n) { n.textContent = t; }); return w; };
    w.find = function (sel) { var out = []; nodes.forEach(function (n) { out.push.apply(out, Array.prototype.slice.call(n.querySelectorAll(sel))); }); return wrap(out); };
    w.css = function (k, val) { nodes.forEach(function (n) { if (typeof k === 'string') n.style.setProperty(k, val); else for (var p in k) n.style.setProperty(p.replace(/[A-Z]/g, function (c) { return '-' + c.toLowerCase(); }), k[p]); }); return w; };
    w.append = function (c) { nodes.forEach(function (n) { if (typeof c === 'string') n.insertAdjacentHTML('beforeend', c); else n.appendChild(c); }); return w; };
    w.addClass = function (c) { nodes.forEach(function (n) { n.classList.add(c); }); return w; };
    w.removeClass = function (c) { nodes.forEach(function (n) { n.classList.remove(c); }); return w; };
    w.width = function () { return nodes[0] ? nodes[0].clientWidth : 0; };
    w.height = function () { return nodes[0] ? nodes[0].clientHeight : 0; };
    w.forEach = function (f) { nodes.forEach(f); return w; };
    return w;
  }

  function loadResource(url) {
    return new Promise(function (resolve) {
      var el;
      if (/\.css(\?|#|$)/i.test(url)) { el = document.createElement('link'); el.rel = 'stylesheet'; el.href = url; }
      else { el = document.createElement('script'); el.src = url; el.nonce = NONCE; }
      el.onload = function () { resolve(); };
      el.onerror = function () { report({ name: 'ResourceError', message: 'Failed to load resource ' + url }); resolve(); };
      document.head.appendChild(el);
    });
  }

  window.addEventListener('error', function (ev) {
    var inController = compiling || (ev.filename || '').indexOf('widget-controller.js') >= 0;
    var err = ev.error || { name: 'SyntaxError', message: ev.message };
    if (compiling) runError = err;
    // Lines of the controller script are counted without the wrapper's first line.
    if (inController) report(err, ev.lineno ? ev.lineno - 1 : null, ev.colno || null);
    else report(err, null, null);
  });

  function init(msg) {
    inited = true;
    container = document.getElementById('tb-widget');
    userStyle.textContent = msg.css || '';
    container.innerHTML = msg.html || '';
    var ctx = msg.ctx || {};
    document.body.className = ctx.theme === 'dark' ? 'tb-dark' : '';
    ctx.container = container;
    ctx.$container = wrap([container]);
    ctx.detectChanges = function () {};
    ctx.updateWidgetParams = function () {};
    widget.ctx = ctx;
    var resources = Array.isArray(msg.resources) ? msg.resources : [];
    resources.reduce(function (p, url) { return p.then(function () { return loadResource(String(url)); }); }, Promise.resolve()).then(function () {
      window.__iotWidget = widget;
      var s = document.createElement('script');
      s.nonce = NONCE;
      s.textContent = 'window.__iotController = function (self) {\n' + (msg.js || '') + '\n};\n//# sourceURL=widget-controller.js';
      runError = null;
      compiling = true;
      document.head.appendChild(s);
      compiling = false;
      if (runError || typeof window.__iotController !== 'function') return;
      try { window.__iotController(widget); } catch (e) { report(e); return; }
      if (call('onInit')) post({ type: 'inited' });
    });
  }

  window.addEventListener('message', function (ev) {
    if (ev.source !== parentWin) return;
    var msg = ev.data;
    if (!msg || typeof msg !== 'object') return;
    if (msg.type === 'init' && !inited) init(msg);
    else if (!widget.ctx) return;
    else if (msg.type === 'data') { widget.ctx.data = msg.data || []; widget.ctx.datasources = msg.datasources || []; call('onDataUpdated'); }
    else if (msg.type === 'resize') { widget.ctx.width = msg.width; widget.ctx.height = msg.height; call('onResize'); }
    else if (msg.type === 'destroy') call('onDestroy');
  });
  post({ type: 'ready' });
})();`;

const STYLE = `html, body { margin: 0; height: 100%; overflow: hidden; font-family: Roboto, "Helvetica Neue", Arial, sans-serif; font-size: 14px; color: #212121; }
body.tb-dark { color: rgba(255, 255, 255, 0.87); }
#tb-widget { position: relative; width: 100%; height: 100%; overflow: auto; box-sizing: border-box; }`;

/** The sandbox page for a nonce. */
export function sandboxPage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Widget sandbox</title>
<style>${STYLE}</style>
<style id="tb-widget-style"></style>
<script nonce="${nonce}">${BOOTSTRAP}</script>
</head>
<body><div id="tb-widget"></div></body>
</html>`;
}

/** Registers the sandbox page. */
export const widgetSandboxRoutes: FastifyPluginAsync<RouteOptions> = async (app) => {
  app.get('/api/noauth/widget-sandbox', async (_req, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', sandboxCsp(nonce))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(sandboxPage(nonce));
  });
};
