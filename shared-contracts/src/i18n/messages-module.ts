/** One language's messages of a package: message id → text (precompiled at build time or not). */
export type Messages = Record<string, string>;

/** What a translation file's dynamic import gives: its messages, or a module whose default they are. */
export type MessagesModule = Messages | { default: Messages };

/** The messages of a loaded translation file, whichever of the two shapes the bundler gave it. */
export const messagesOf = (loaded: MessagesModule): Messages =>
  'default' in loaded && typeof loaded.default === 'object' ? loaded.default : (loaded as Messages);
