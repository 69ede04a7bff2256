import type { CliCommand } from '../cli-command';
import { importProductsCommand } from './import-products';
import { listProductsCommand } from './list-products';
import { seedCommand } from './seed';
import { confirmBusinessCommand } from './confirm-business';
import { advanceOrderCommand } from './advance-order';
import { createAccountCommand } from './create-account';
import { listOrdersCommand } from './list-orders';
import {
  canaryCommand,
  promoteCommand,
  pruneCommand,
  registerReleaseCommand,
  releasesCommand,
  rollbackCommand,
} from './registry-commands';

/** Every operator command, in the order `help` lists them. Add a command: one file, one line here. */
export const COMMANDS: readonly CliCommand[] = [
  seedCommand,
  importProductsCommand,
  listProductsCommand,
  confirmBusinessCommand,
  advanceOrderCommand,
  createAccountCommand,
  listOrdersCommand,
  releasesCommand,
  registerReleaseCommand,
  rollbackCommand,
  promoteCommand,
  canaryCommand,
  pruneCommand,
];
