import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingEmail } from './mailer';

/**
 * Sends through the SMTP server of SMTP_URL. A failed send falls back to the outbox (and the
 * error is logged), so an SMTP outage never turns a registration or an order into an error.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    private readonly fallback: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = nodemailer.createTransport(url, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(email: OutgoingEmail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
      });
    } catch (error) {
      this.log.error({ err: error, kind: email.kind }, 'SMTP send failed; the email is kept in the outbox');
      await this.fallback.send(email);
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
