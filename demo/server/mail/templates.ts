/** Texts of the account mails (our own wording; the links follow ThingsBoard's paths). */
import type { OutgoingMail } from './outbox.js';

/** "Activate your account" mail with the activation link. */
export function activationMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Your account activation on IoT Console',
    body: `Hello,\n\nan account was created for ${to}. Open the link below to set your password and activate it:\n\n${link}\n`,
    links: [link],
  };
}

/** Confirmation after activation, with the login link. */
export function accountActivatedMail(to: string, loginLink: string): OutgoingMail {
  return {
    to,
    subject: 'Your account was activated',
    body: `Hello,\n\nyour account ${to} is now active. Sign in here:\n\n${loginLink}\n`,
    links: [loginLink],
  };
}

/** Password reset request with the reset link. */
export function resetPasswordMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Password reset request',
    body: `Hello,\n\nsomeone asked to reset the password of ${to}. If it was you, open this link:\n\n${link}\n\nOtherwise ignore this mail.`,
    links: [link],
  };
}

/** Confirmation after a password reset. */
export function passwordWasResetMail(to: string, loginLink: string): OutgoingMail {
  return {
    to,
    subject: 'Your password was reset',
    body: `Hello,\n\nthe password of ${to} was changed. Sign in here:\n\n${loginLink}\n`,
    links: [loginLink],
  };
}

/** The admin "send test mail" message. */
export function testMail(to: string): OutgoingMail {
  return {
    to,
    subject: 'Test message from IoT Console',
    body: 'This is a test message. Mail settings work.',
    links: [],
  };
}
