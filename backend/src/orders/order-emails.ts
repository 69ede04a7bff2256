import type { FastifyInstance } from 'fastify';
import { formatPrice, toCents, type LocaleCode, type Order } from 'shared-contracts';
import { templatesFor } from '../email/templates';

export async function sendOrderConfirmation(
  app: FastifyInstance,
  order: Order,
  name: string,
  locale: LocaleCode,
): Promise<void> {
  const link = app.emailLinks.trackOrder(order.orderNumber);
  const total = formatPrice(toCents(order.total), locale);
  const { subject, text } = templatesFor(locale).order(name, order.orderNumber, total, link);
  await app.mailer.send({ to: order.email, kind: 'order-confirmation', subject, text, link });
}
