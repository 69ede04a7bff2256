/**
 * The migration history, oldest first. Never edit a migration that has shipped: add a new one.
 * Each is a list of single statements (both drivers accept one statement per parameterless query
 * inside a transaction).
 */
export interface Migration {
  id: string;
  statements: string[];
}

export const MIGRATIONS: Migration[] = [];
