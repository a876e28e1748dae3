import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

export interface CapturingSmtp {
  port: number;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that pushes every message it receives onto `mails`. */
export async function captureSmtp(mails: CapturedMail[]): Promise<CapturingSmtp> {
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'], authOptional: true, logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    port: (smtp.server.address() as net.AddressInfo).port,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
