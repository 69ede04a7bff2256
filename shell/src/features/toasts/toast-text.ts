import type { IntlShape } from 'react-intl';
import { isMessageId } from 'shared-contracts';

/**
 * The text of a requested toast: a message id of shared-contracts is translated by the shell
 * (key `message.<id>`); anything else the sender already translated and is shown as given.
 */
export function toastText(intl: Pick<IntlShape, 'formatMessage'>, message: string): string {
  return isMessageId(message) ? intl.formatMessage({ id: `message.${message}` }) : message;
}
