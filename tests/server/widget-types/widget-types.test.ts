/**
 * Widget library and widget type editor calls: the widget type REST calls the editor makes (create, update, save as
 * into another bundle, delete; system widget types are read only for a tenant; bad input gets ThingsBoard error
 * bodies), and no server-side page for custom widgets (it is a static file of the distribution).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, errorOf } from '../helpers.js';
import { fixture, type Fixture, type Id } from '../fixtures.js';

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

type WidgetType = {
  id: Id;
  tenantId: Id;
  alias: string;
  bundleAlias: string;
  name: string;
  descriptor: Record<string, unknown>;
};

describe('no sandbox page on the server', () => {
  it('has no /api/noauth/widget-sandbox route, as ThingsBoard 3.3.1 (the page ships with the elements)', async () => {
    const res = await f.server.app.inject({ method: 'GET', url: '/api/noauth/widget-sandbox' });
    expect(res.statusCode).toBe(404);
  });
});

describe('widget types of the editor', () => {
  it('create, update, save as into another bundle, delete; system types read only; TB errors on bad input', async () => {
    const a = body<{ alias: string }>(await f.req('POST', '/api/widgetsBundle', 'ta', { title: 'Lib A' }));
    const b = body<{ alias: string }>(await f.req('POST', '/api/widgetsBundle', 'ta', { title: 'Lib B' }));
    const descriptor = {
      type: 'latest',
      sizeX: 7.5,
      sizeY: 3,
      resources: [],
      templateHtml: '<div class="v"></div>',
      templateCss: '.v{}',
      controllerScript: 'self.onInit = () => {};',
      settingsSchema: '{}',
      dataKeySettingsSchema: '{}',
      defaultConfig: '{}',
    };
    const created = body<WidgetType>(
      await f.req('POST', '/api/widgetType', 'ta', { bundleAlias: a.alias, name: 'Tank', descriptor }),
    );
    expect([created.alias, created.bundleAlias, created.tenantId.id]).toEqual(['tank', a.alias, f.tenantId]);

    const updated = body<WidgetType>(
      await f.req('POST', '/api/widgetType', 'ta', {
        ...created,
        name: 'Tank level',
        descriptor: { ...descriptor, templateHtml: '<b>1</b>' },
      }),
    );
    expect([updated.id.id, updated.name, updated.descriptor['templateHtml']]).toEqual([
      created.id.id,
      'Tank level',
      '<b>1</b>',
    ]);
    expect(
      body<WidgetType>(await f.req('GET', `/api/widgetType/${created.id.id}`, 'ta')).descriptor['templateHtml'],
    ).toBe('<b>1</b>');

    // Save as: a new type (no id) in another bundle keeps the descriptor; a second copy gets a suffixed alias.
    const copy = body<WidgetType>(
      await f.req('POST', '/api/widgetType', 'ta', {
        bundleAlias: b.alias,
        name: 'Tank level',
        descriptor: updated.descriptor,
      }),
    );
    expect([copy.bundleAlias, copy.alias]).toEqual([b.alias, 'tank_level']);
    expect(copy.id.id).not.toBe(created.id.id);
    const copy2 = body<WidgetType>(
      await f.req('POST', '/api/widgetType', 'ta', {
        bundleAlias: b.alias,
        name: 'Tank level',
        descriptor: updated.descriptor,
      }),
    );
    expect(copy2.alias).toBe('tank_level_1');

    // Bad input: TB error bodies.
    expect(
      errorOf(await f.req('POST', '/api/widgetType', 'ta', { bundleAlias: a.alias, name: ' ', descriptor })),
    ).toMatchObject({ status: 400, errorCode: 31, message: 'Widgets type name should be specified!' });
    expect(
      errorOf(await f.req('POST', '/api/widgetType', 'ta', { bundleAlias: a.alias, name: 'X', descriptor: {} })),
    ).toMatchObject({ status: 400, message: "Widgets type descriptor can't be empty!" });
    expect(errorOf(await f.req('POST', '/api/widgetType', 'ta', { ...created, bundleAlias: b.alias }))).toMatchObject({
      status: 400,
      message: 'Update of widget type bundle alias is prohibited!',
    });
    expect(errorOf(await f.req('GET', '/api/widgetType/not-a-uuid', 'ta'))).toMatchObject({ status: 400 });

    // System widget types: readable, not writable nor deletable by a tenant; the system administrator owns them.
    const sys = body<WidgetType[]>(await f.req('GET', '/api/widgetTypes?isSystem=true&bundleAlias=cards', 'ta'));
    const html = sys.find((t) => t.alias === 'html_card')!;
    expect(body<WidgetType>(await f.req('GET', `/api/widgetType/${html.id.id}`, 'ta')).name).toBe(html.name);
    expect(errorOf(await f.req('POST', '/api/widgetType', 'ta', { ...html, name: 'Hacked' }))).toMatchObject({
      status: 403,
    });
    expect(errorOf(await f.req('DELETE', `/api/widgetType/${html.id.id}`, 'ta'))).toMatchObject({ status: 403 });
    expect(
      errorOf(await f.req('POST', '/api/widgetType', 'ta', { bundleAlias: 'cards', name: 'Into system', descriptor })),
    ).toMatchObject({ message: 'Widget type is referencing to non-existent widgets bundle!' });
    // Another tenant cannot see or change this tenant's types; a customer cannot open the editor call.
    expect(errorOf(await f.req('GET', `/api/widgetType/${created.id.id}`, 'tb'))).toMatchObject({ status: 403 });
    expect(errorOf(await f.req('DELETE', `/api/widgetType/${created.id.id}`, 'tb'))).toMatchObject({ status: 403 });
    expect((await f.req('GET', `/api/widgetType/${created.id.id}`, 'cu')).statusCode).toBe(403);

    expect((await f.req('DELETE', `/api/widgetType/${copy2.id.id}`, 'ta')).statusCode).toBe(200);
    expect((await f.req('GET', `/api/widgetType/${copy2.id.id}`, 'ta')).statusCode).toBe(404);
    const infos = body<{ alias: string; widgetType: string }[]>(
      await f.req('GET', `/api/widgetTypesInfos?isSystem=false&bundleAlias=${b.alias}`, 'ta'),
    );
    expect(infos.map((i) => [i.alias, i.widgetType])).toEqual([['tank_level', 'latest']]);
  });
});
