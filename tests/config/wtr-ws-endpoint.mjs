// A small telemetry WebSocket endpoint on the web-test-runner server, so the browser tests can drive the real
// socket client (src/api/telemetry-ws.ts) over a real socket: `/api/ws/plugins/telemetry?token=…`.
// The WebSocket protocol (RFC 6455 handshake and text frames) is implemented here with node:crypto only; the
// replies are scripted after ThingsBoard 3.3.1's telemetry WebSocket (ENTITY_DATA page per entityDataCmd, COUNT_DATA, ALARM_DATA).
// Tokens: 'good' and 'refreshed' are accepted, anything else gets 401 on upgrade (as ThingsBoard does).
// Server commands for tests: 'iot-ws-log' → frames received (and clears them), 'iot-ws-drop' → cut every
// connection abruptly (the browser sees code 1006), 'iot-ws-stats' → { connections, open }.
import { createHash } from 'node:crypto';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const PATH = '/api/ws/plugins/telemetry';

function frame(text) {
  const payload = Buffer.from(text, 'utf8');
  const len = payload.length;
  const head =
    len < 126
      ? Buffer.from([0x81, len])
      : len < 65536
        ? Buffer.from([0x81, 126, len >> 8, len & 255])
        : Buffer.concat([
            Buffer.from([0x81, 127]),
            (() => {
              const b = Buffer.alloc(8);
              b.writeBigUInt64BE(BigInt(len));
              return b;
            })(),
          ]);
  return Buffer.concat([head, payload]);
}

/** Parse as many complete client frames as the buffer holds. */
function parseFrames(buf) {
  const frames = [];
  let off = 0;
  while (buf.length - off >= 2) {
    const b0 = buf[off];
    const b1 = buf[off + 1];
    let len = b1 & 0x7f;
    let p = off + 2;
    if (len === 126) {
      if (buf.length - p < 2) break;
      len = buf.readUInt16BE(p);
      p += 2;
    } else if (len === 127) {
      if (buf.length - p < 8) break;
      len = Number(buf.readBigUInt64BE(p));
      p += 8;
    }
    const masked = (b1 & 0x80) !== 0;
    const maskLen = masked ? 4 : 0;
    if (buf.length - p < maskLen + len) break;
    const mask = masked ? buf.subarray(p, p + 4) : null;
    const data = Buffer.from(buf.subarray(p + maskLen, p + maskLen + len));
    if (mask) for (let i = 0; i < data.length; i++) data[i] ^= mask[i & 3];
    frames.push({ opcode: b0 & 0x0f, data });
    off = p + maskLen + len;
  }
  return { frames, rest: buf.subarray(off) };
}

function replies(cmds) {
  const out = [];
  const page = (rows) => ({ data: rows, totalPages: 1, totalElements: rows.length, hasNext: false });
  for (const c of cmds.entityDataCmds ?? []) {
    if (!c.query && !c.latestCmd) continue;
    const now = Date.now();
    const row = {
      entityId: { entityType: 'DEVICE', id: 'dev-1' },
      latest: {
        ENTITY_FIELD: { name: { ts: now, value: 'Thermostat T1' } },
        TIME_SERIES: { temperature: { ts: now, value: '21.5' } },
      },
      timeseries: {},
    };
    out.push({
      cmdId: c.cmdId,
      errorCode: 0,
      errorMsg: null,
      cmdUpdateType: 'ENTITY_DATA',
      data: page([row]),
      update: null,
      allowedEntities: 10000,
    });
  }
  for (const c of cmds.entityCountCmds ?? [])
    out.push({ cmdId: c.cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count: 7 });
  for (const c of cmds.alarmDataCmds ?? [])
    out.push({
      cmdId: c.cmdId,
      errorCode: 0,
      errorMsg: null,
      cmdUpdateType: 'ALARM_DATA',
      data: page([]),
      update: null,
      allowedEntities: 10000,
      totalEntities: 1,
    });
  return out;
}

export function telemetryWsEndpoint() {
  const sockets = new Set();
  const log = [];
  let connections = 0;
  return {
    name: 'iot-telemetry-ws',
    serverStart({ server }) {
      server.on('upgrade', (req, socket) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname !== PATH) return;
        const token = url.searchParams.get('token');
        if (token !== 'good' && token !== 'refreshed') {
          socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
          return;
        }
        const accept = createHash('sha1').update(`${req.headers['sec-websocket-key']}${GUID}`).digest('base64');
        socket.write(
          `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
        );
        connections += 1;
        sockets.add(socket);
        let pending = Buffer.alloc(0);
        socket.on('data', (chunk) => {
          const { frames, rest } = parseFrames(Buffer.concat([pending, chunk]));
          pending = rest;
          for (const f of frames) {
            if (f.opcode === 8) {
              socket.end(Buffer.from([0x88, 0]));
              continue;
            }
            if (f.opcode !== 1) continue;
            const cmds = JSON.parse(f.data.toString('utf8'));
            log.push({ token, cmds });
            for (const r of replies(cmds)) socket.write(frame(JSON.stringify(r)));
          }
        });
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => sockets.delete(socket));
      });
    },
    async executeCommand({ command }) {
      if (command === 'iot-ws-log') return log.splice(0);
      if (command === 'iot-ws-drop') {
        for (const s of sockets) s.destroy();
        sockets.clear();
        return true;
      }
      if (command === 'iot-ws-stats') return { connections, open: sockets.size };
      return undefined;
    },
  };
}
