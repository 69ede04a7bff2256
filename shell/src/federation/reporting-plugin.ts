import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportClientProblem } from './report';

/**
 * The first of the three failure layers (docs/architecture.md): every remote that fails to load is
 * reported to the server log. It returns nothing, so the error reaches load-remote-module's
 * retry and then the slot's error boundary.
 */
export function reportingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'riode-reporting',
    errorLoadRemote({ id, error, lifecycle }) {
      reportClientProblem('remote-load-failed', { id, lifecycle, error: String(error).slice(0, 300) });
      return undefined;
    },
  };
}
