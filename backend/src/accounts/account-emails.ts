import type { FastifyInstance } from 'fastify';
import { templatesFor } from '../email/templates';
import { localeOf, type UserRow } from './user-repository';

export async function sendVerificationEmail(
  app: FastifyInstance,
  user: UserRow,
  token: string,
): Promise<void> {
  const link = app.emailLinks.verify(token);
  const { subject, text } = templatesFor(localeOf(user)).verify(user.first_name, link);
  await app.mailer.send({ to: user.email, kind: 'verify-email', subject, text, link });
}

export async function sendResetEmail(app: FastifyInstance, user: UserRow, token: string): Promise<void> {
  const link = app.emailLinks.reset(token);
  const { subject, text } = templatesFor(localeOf(user)).reset(user.first_name, link);
  await app.mailer.send({ to: user.email, kind: 'reset-password', subject, text, link });
}
