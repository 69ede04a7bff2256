import type { Page } from '@playwright/test';

/** React's internals marker: present in any bundle that carries a copy of react or react-dom. */
export const REACT_MARKER = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';

/** Strings that survive minification in any bundle carrying zod, or RxJS's Subject. */
export const ZOD_MARKER = '$ZodError';
export const RXJS_MARKER = 'object unsubscribed';

export interface LoadedScript {
  path: string;
  body: string;
}

/** Records every script the page fetches, with its body, for checks on what was loaded from where. */
export function recordScripts(page: Page): LoadedScript[] {
  const scripts: LoadedScript[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.text().catch(() => '');
    scripts.push({ path: new URL(response.url()).pathname, body });
  });
  return scripts;
}

/**
 * Publishes an envelope on the page's bus as a remote of another release would: the bus is
 * reached through the federation share scope, the same instance every remote receives.
 */
export async function publishOnPageBus(page: Page, envelope: unknown): Promise<string[]> {
  return page.evaluate(async (candidate) => {
    interface ContractsModule {
      bus: { publishEnvelope(envelope: unknown): void; reportedProblems(): string[] };
    }
    interface FederationGlobal {
      __FEDERATION__: {
        __INSTANCES__: Array<{
          name: string;
          loadShare(name: string): Promise<false | (() => ContractsModule)>;
        }>;
      };
    }
    const shell = (window as unknown as FederationGlobal).__FEDERATION__.__INSTANCES__.find(
      (i) => i.name === 'shell',
    );
    const factory = await shell?.loadShare('shared-contracts');
    if (!factory) throw new Error('shared-contracts is not in the share scope');
    const { bus } = factory();
    bus.publishEnvelope(candidate);
    return bus.reportedProblems();
  }, envelope);
}
