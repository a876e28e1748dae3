import type { Config } from '../../../src/config.ts';
import { createSmtpMailer } from '../../forms/service/mailer.ts';
import { INVITE_DAYS } from './users.ts';

/** What became of an invitation's e-mail: sent, not sent because SMTP_URL is unset, or refused/unanswered by the server. */
export type InvitationEmail = 'sent' | 'not_configured' | 'failed';

/** An invitation is sent while the operator waits: a mail server that does not answer in this time is a failure. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * E-mails a dashboard invitation link over SMTP_URL (one connection per invitation: they are rare). A failure is
 * reported, never thrown: the invitation exists either way and its link is shown to the operator once.
 */
export async function mailInvitation(config: Pick<Config, 'smtpUrl' | 'smtpFrom'>, to: string, link: string): Promise<InvitationEmail> {
  const mailer = createSmtpMailer(config.smtpUrl, config.smtpFrom);
  if (!mailer) return 'not_configured';
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      mailer.send({
        to: [to],
        subject: 'Your dashboard invitation',
        text: `You have been invited to the dashboard.\n\nSet your password here (the link works once, for ${INVITE_DAYS} days):\n${link}\n\nIf you did not expect this, ignore this e-mail.\n`,
      }),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('SMTP timeout')), SEND_TIMEOUT_MS))),
    ]);
    return 'sent';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
    mailer.close();
  }
}
