import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { Mailer, OutgoingEmail } from './mailer';

/**
 * Without SMTP the shop still works: every email becomes a row of email_outbox, and a log line
 * says where the link goes, so a developer can follow a verification or reset link by hand.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    await this.db.query(
      'INSERT INTO email_outbox (to_address, kind, subject, body_text, link) VALUES ($1, $2, $3, $4, $5)',
      [email.to, email.kind, email.subject, email.text, email.link ?? null],
    );
    // Deliberately logs the link (the point of the outbox); only used when no SMTP server is set.
    this.log.info(
      { to: email.to, kind: email.kind, outboxLink: email.link },
      'email kept in the outbox (no SMTP_URL)',
    );
  }

  async close(): Promise<void> {}
}
