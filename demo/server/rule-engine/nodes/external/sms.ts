/**
 * Send SMS (ThingsBoard 3.3.1 semantics): the numbers template (comma-separated) and the message template are
 * patterns; each number gets the message through the system SMS provider settings (`useSystemSmsSettings`) or the
 * node's own provider configuration, recorded in the SMS outbox (sms/outbox.ts). The message leaves by Success
 * unchanged, or by Failure when a number is not E.164 or the provider refused it.
 */
import { sendSms, systemSmsProvider } from '../../../sms/outbox.js';
import { cfgBool, cfgObject, cfgString, NodeError, out, type NodeFactory } from '../../node-api.js';
import { fillMsgPattern } from '../pattern.js';
import type { ExternalClients } from './clients.js';
import { checkHost } from './hosts.js';

/** The send SMS node. */
export function sendSmsNode(clients: ExternalClients): NodeFactory {
  return (def) => {
    const c = def.config;
    const system = cfgBool(c, 'useSystemSmsSettings', true);
    return {
      process: async (msg, ctx) => {
        const numbers = fillMsgPattern(cfgString(c, 'numbersToTemplate'), msg)
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        if (numbers.length === 0) throw new NodeError('Phone numbers are empty');
        const text = fillMsgPattern(cfgString(c, 'smsMessageTemplate'), msg);
        const provider = system ? await systemSmsProvider(ctx.db) : cfgObject(c, 'smsProviderConfiguration');
        const delivery = {
          provider,
          fetch: clients.fetch,
          ...(system ? {} : { checkHost: (host: string) => checkHost(ctx.db, def.tenantId, host) }),
        };
        for (const n of numbers) {
          try {
            await sendSms(ctx.db, def.tenantId, n, text, delivery);
          } catch (err) {
            throw new NodeError(err instanceof Error ? err.message : String(err));
          }
        }
        return out(msg, 'Success');
      },
    };
  };
}
