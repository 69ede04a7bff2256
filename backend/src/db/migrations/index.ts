import { catalogMigration } from './001-catalog';

/**
 * The migration history, oldest first. Never edit a migration that has shipped: add a new one
 * in its own file and append it here. Each is a list of single statements.
 */
export interface Migration {
  id: string;
  statements: string[];
}

export const MIGRATIONS: Migration[] = [catalogMigration];
