import { createHash } from 'node:crypto';
import type { TextileFamily } from './textile-shapes';

/** Bump when the drawings or how they are rasterised change: every picture gets new files and a new address. */
export const DRAWING_VERSION = 2;

/** What a product picture's bytes depend on, besides the product and view its address names already. */
export interface DrawingInputs {
  family: TextileFamily;
  colour: string;
}

/**
 * Versions already worked out, by their inputs: a listing page asks for 25 products' pictures,
 * and hashing each again was about 2 % of the server's time for a page. The inputs are few (the
 * families × the catalogue's colours); the bound only keeps odd colours from growing it for good.
 */
const versions = new Map<string, string>();
const MAX_VERSIONS_KEPT = 10_000;

/**
 * The version in a product picture's address (shared-contracts productImagePath): it changes
 * whenever the picture would (another colour, a category of another textile family, new drawing
 * code), so the server can let browsers keep a versioned picture for good.
 */
export function imageVersion({ family, colour }: DrawingInputs): string {
  const key = JSON.stringify([DRAWING_VERSION, family, colour]);
  let version = versions.get(key);
  if (version === undefined) {
    version = createHash('sha256').update(key).digest('hex').slice(0, 12);
    if (versions.size >= MAX_VERSIONS_KEPT) versions.clear();
    versions.set(key, version);
  }
  return version;
}
