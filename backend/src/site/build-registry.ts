import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { registryDocumentSchema, type RegistryDocument } from 'shared-contracts';

/**
 * The registry document as the build wrote it (build/registry.json). It is read on every request
 * on purpose: it is the one mutable pointer, and an operator's edit must show at the next load.
 * A missing or invalid document yields no remotes, so the shell still renders its own frame.
 */
export async function readBuildRegistry(buildDir: string): Promise<RegistryDocument> {
  try {
    const raw = await readFile(path.join(buildDir, 'registry.json'), 'utf8');
    const parsed = registryDocumentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : { remotes: {} };
  } catch {
    return { remotes: {} };
  }
}
