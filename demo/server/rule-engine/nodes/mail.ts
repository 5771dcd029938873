/**
 * To email (builds a SEND_EMAIL message from `${metadata}` templates) and send email (puts that message into the
 * server's mail outbox, or out over SMTP when the administrator configured it, see mail/outbox.ts).
 */
import { sendMail } from '../../mail/outbox.js';
import { dataJson, derivedMsg } from '../message.js';
import { cfgString, fillPattern, NodeError, out, type NodeFactory } from '../node-api.js';

const toEmail: NodeFactory = (def) => {
  const c = def.config;
  const t = (key: string) => cfgString(c, key);
  return {
    process: async (msg) => {
      const fill = (s: string) => fillPattern(s, msg.metadata);
      const email: Record<string, unknown> = {
        from: fill(t('fromTemplate')),
        to: fill(t('toTemplate')),
        subject: fill(t('subjectTemplate')),
        body: fill(t('bodyTemplate')),
        html: t('mailBodyType') === 'true',
      };
      if (t('ccTemplate')) email['cc'] = fill(t('ccTemplate'));
      if (t('bccTemplate')) email['bcc'] = fill(t('bccTemplate'));
      if (!email['to']) throw new NodeError('Email recipient is empty');
      return out(derivedMsg(msg, { type: 'SEND_EMAIL', data: JSON.stringify(email) }), 'Success');
    },
  };
};

const sendEmail: NodeFactory = () => ({
  process: async (msg, ctx) => {
    if (msg.type !== 'SEND_EMAIL') throw new NodeError(`Message type ${msg.type} is not SEND_EMAIL`);
    const email = dataJson(msg) as Record<string, unknown> | null;
    const to = typeof email?.['to'] === 'string' ? email['to'] : '';
    if (!email || to === '') throw new NodeError('Email recipient is empty');
    const text = (k: string) => (typeof email[k] === 'string' ? (email[k] as string) : '');
    for (const address of to
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean)) {
      await sendMail(ctx.db, { to: address, subject: text('subject'), body: text('body') });
      ctx.countEmail();
    }
    return out(msg, 'Success');
  },
});

/** Factories by short class name. */
export const MAIL_NODES: Record<string, NodeFactory> = {
  'mail.TbMsgToEmailNode': toEmail,
  'mail.TbSendEmailNode': sendEmail,
};
