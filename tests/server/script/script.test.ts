import { describe, expect, it } from 'vitest';
import { testScript } from '../../../demo/server/script/test-script.js';
import { stopSandbox } from '../../../demo/server/script/sandbox.js';
import { TENANT, login, startServer } from '../helpers.js';

const base = {
  argNames: ['msg', 'metadata', 'msgType'],
  msg: '{"temperature": 22}',
  metadata: { deviceName: 'T1' },
  msgType: 'POST_TELEMETRY_REQUEST',
};

describe('testScript sandbox', () => {
  it('update returns msg/metadata/msgType JSON text', async () => {
    const r = await testScript({
      ...base,
      scriptType: 'update',
      script: 'msg.t2 = msg.temperature * 2; return {msg: msg, metadata: metadata, msgType: msgType};',
    });
    expect(r.error).toBe('');
    expect(JSON.parse(r.output)).toEqual({
      msg: { temperature: 22, t2: 44 },
      metadata: { deviceName: 'T1' },
      msgType: 'POST_TELEMETRY_REQUEST',
    });
  });

  it('filter / switch / json / string', async () => {
    expect(await testScript({ ...base, scriptType: 'filter', script: 'return msg.temperature > 20;' })).toEqual({
      output: 'true',
      error: '',
    });
    expect(await testScript({ ...base, scriptType: 'switch', script: "return ['a', 'b'];" })).toEqual({
      output: '["a","b"]',
      error: '',
    });
    expect(await testScript({ ...base, scriptType: 'json', script: 'return {x: 1};' })).toEqual({
      output: '{"x":1}',
      error: '',
    });
    expect(await testScript({ ...base, scriptType: 'string', script: "return 'hi ' + metadata.deviceName;" })).toEqual({
      output: 'hi T1',
      error: '',
    });
    expect((await testScript({ ...base, scriptType: 'filter', script: "return 'yes';" })).error).toBe(
      'Wrong result type: STRING',
    );
    expect((await testScript({ ...base, scriptType: 'update', script: 'return [1];' })).error).toBe(
      'Wrong result type: NUMBER',
    );
    expect((await testScript({ ...base, scriptType: 'switch', script: 'return 5;' })).error).toBe(
      'Wrong result type: NUMBER',
    );
    expect(
      JSON.parse(
        (await testScript({ ...base, scriptType: 'generate', script: "return {msg: {a: 1}, msgType: 'CUSTOM'};" }))
          .output,
      ),
    ).toEqual({ msg: { a: 1 }, metadata: { deviceName: 'T1' }, msgType: 'CUSTOM' });
  });

  it('reports syntax and runtime errors', async () => {
    expect((await testScript({ ...base, scriptType: 'update', script: 'return {' })).error).toMatch(/SyntaxError/);
    expect((await testScript({ ...base, scriptType: 'update', script: 'return nope.x;' })).error).toMatch(
      /ReferenceError/,
    );
    expect((await testScript({ ...base, msg: '{bad', scriptType: 'update', script: 'return {};' })).error).toMatch(
      /Invalid message JSON/,
    );
  });

  it('gives the line and column of an error within the function body (JS function editor)', async () => {
    expect((await testScript({ ...base, scriptType: 'json', script: 'var a = 1;\nreturn a.b.c;' })).error).toBe(
      "TypeError: cannot read property 'c' of undefined (line 2, column 11)",
    );
    expect((await testScript({ ...base, scriptType: 'json', script: 'var a = 1;\n\n  return a +;' })).error).toMatch(
      /^SyntaxError: .* \(line 3, column 13\)$/,
    );
    expect((await testScript({ ...base, scriptType: 'json', script: 'throw new Error("boom");' })).error).toBe(
      'Error: boom (line 1, column 16)',
    );
  });

  it('stops infinite loops, memory bombs and huge outputs; has no Node access', async () => {
    const t0 = Date.now();
    expect((await testScript({ ...base, scriptType: 'json', script: 'while (true) {}' })).error).toMatch(/timed out/);
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(
      (
        await testScript({
          ...base,
          scriptType: 'json',
          script: 'var a = []; while (true) a.push(new Array(100000).join("x"));',
        })
      ).error,
    ).not.toBe('');
    expect(
      (await testScript({ ...base, scriptType: 'string', script: 'return new Array(3000000).join("y");' })).error,
    ).not.toBe('');
    expect(
      (await testScript({ ...base, scriptType: 'string', script: 'return typeof process + typeof require;' })).output,
    ).toBe('"undefinedundefined"'.replace(/"/g, ''));
    expect(
      (await testScript({ ...base, scriptType: 'json', script: 'function f() { return f(); } return f();' })).error,
    ).not.toBe('');
  });
});

describe('POST /api/ruleChain/testScript keeps the server responsive', () => {
  it(
    'answers other requests while a script loops forever; the loop ends in {error} after ~1 s',
    { timeout: 30_000 },
    async () => {
      const server = await startServer();
      try {
        const { port } = await server.listen(0, '127.0.0.1');
        const base = `http://127.0.0.1:${port}`;
        const { token } = await login(server, TENANT);
        const headers = { 'x-authorization': `Bearer ${token}`, 'content-type': 'application/json' };
        const script = (s: string, scriptType = 'json') =>
          fetch(`${base}/api/ruleChain/testScript`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              script: s,
              scriptType,
              argNames: ['msg', 'metadata', 'msgType'],
              msg: '{}',
              metadata: {},
              msgType: 'X',
            }),
          });
        const started = Date.now();
        const looping = script('while (true) {}');
        const bomb = script('var a = []; for (;;) a.push(new Array(100000).join("x"));');
        const huge = script('return new Array(3000000).join("y");', 'string');
        // While the sandbox is busy, ordinary requests keep answering promptly.
        const latencies: number[] = [];
        for (let i = 0; i < 10; i += 1) {
          const t0 = Date.now();
          const res = await fetch(`${base}/api/auth/user`, { headers });
          expect(res.status).toBe(200);
          latencies.push(Date.now() - t0);
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(Math.max(...latencies)).toBeLessThan(500);
        const results = (await Promise.all([looping, bomb, huge].map(async (p) => (await p).json()))) as {
          output: string;
          error: string;
        }[];
        expect(results[0]).toEqual({ output: '', error: expect.stringMatching(/timed out/) });
        expect(results[1]?.error).not.toBe('');
        expect(results[2]?.error).not.toBe('');
        expect(Date.now() - started).toBeLessThan(10_000);
        // The sandbox is usable again afterwards.
        expect(await (await script('return msg;', 'json')).json()).toEqual({ output: '{}', error: '' });
      } finally {
        await stopSandbox();
        await server.close();
      }
    },
  );
});
