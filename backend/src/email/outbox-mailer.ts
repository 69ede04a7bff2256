import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import { redactUrl } from '../plugins/log-options';
import type { Mailer, OutgoingEmail } from './mailer';

/**
 * Without SMTP the shop still works: every email becomes a row of email_outbox (with its whole
 * link), and a log line says an email is waiting there.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    /** `npm run dev` (NODE_ENV=development) logs whole links, so a developer can click them. */
    private readonly revealLinks = false,
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    await this.db.query(
      'INSERT INTO email_outbox (to_address, kind, subject, body_text, link) VALUES ($1, $2, $3, $4, $5)',
      [email.to, email.kind, email.subject, email.text, email.link ?? null],
    );
    // The link's token is masked: a log is read by more people than the database, and a
    // verification or reset token in it is a key to the account. The operator reads the
    // whole link from the email_outbox table.
    this.log.info(
      {
        to: email.to,
        kind: email.kind,
        outboxLink: email.link && (this.revealLinks ? email.link : redactUrl(email.link)),
      },
      'email kept in the outbox (no SMTP_URL)',
    );
  }

  async close(): Promise<void> {}
}
