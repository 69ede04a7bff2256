import {
  CONTRACTS_VERSION,
  contractsMajor,
  REGISTRY_ELEMENT_ID,
  REGISTRY_PATH,
  registryDocumentSchema,
  type RegistryDocument,
  type RemoteName,
  type RemoteRelease,
} from 'shared-contracts';
import { reportClientProblem } from './report';

const EMPTY: RegistryDocument = { remotes: {} };

function parse(raw: unknown): RegistryDocument {
  const parsed = registryDocumentSchema.safeParse(raw);
  if (!parsed.success) {
    reportClientProblem('registry-invalid', { detail: parsed.error.message });
    return EMPTY;
  }
  return parsed.data;
}

/** The registry the server inlined into the page, if it did (production always does). */
export function readInlinedRegistry(): RegistryDocument | undefined {
  const element = document.getElementById(REGISTRY_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return parse(JSON.parse(element.textContent));
  } catch {
    reportClientProblem('registry-invalid', { detail: 'inlined registry is not JSON' });
    return EMPTY;
  }
}

/** The registry document from the server (dev servers do not inline it). */
export async function fetchRegistry(): Promise<RegistryDocument> {
  try {
    const response = await fetch(REGISTRY_PATH, { cache: 'no-cache' });
    return response.ok ? parse(await response.json()) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/**
 * Only releases built against the same contracts major may join the page: an older major may
 * publish events this shell cannot read. Refused ones are reported and their slots show the
 * fallback.
 */
export function acceptedReleases(registry: RegistryDocument): Array<[RemoteName, RemoteRelease]> {
  const accepted: Array<[RemoteName, RemoteRelease]> = [];
  for (const [name, release] of Object.entries(registry.remotes) as Array<[RemoteName, RemoteRelease]>) {
    if (contractsMajor(release.contractsVersion) === contractsMajor(CONTRACTS_VERSION))
      accepted.push([name, release]);
    else
      reportClientProblem('contracts-mismatch', {
        remote: name,
        version: release.version,
        contracts: release.contractsVersion,
      });
  }
  return accepted;
}
