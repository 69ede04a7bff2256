import { DEFAULT_LOCALE, type LocaleCode } from '../entities/language';
import { messagesOf, type Messages, type MessagesModule } from './messages-module';

export type { Messages };
export type MessageLoaders = Partial<Record<LocaleCode, () => Promise<MessagesModule>>>;

/**
 * A package's messages for a locale, over its Dutch messages: a key missing in a translation, or
 * a translation file that fails to load, shows Dutch text, never a raw message id. A failed load
 * is only logged (spec §8).
 */
export async function loadMessages(
  locale: LocaleCode,
  dutch: Messages,
  loaders: MessageLoaders,
  log: (message: string, error: unknown) => void = console.error,
): Promise<Messages> {
  const loader = loaders[locale];
  if (locale === DEFAULT_LOCALE || !loader) return dutch;
  try {
    return { ...dutch, ...messagesOf(await loader()) };
  } catch (error) {
    log(`[i18n] the ${locale} translations could not be loaded; showing Dutch`, error);
    return dutch;
  }
}
