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
 * The version in a product picture's address (shared-contracts productImagePath): it changes
 * whenever the picture would (another colour, a category of another textile family, new drawing
 * code), so the server can let browsers keep a versioned picture for good.
 */
export function imageVersion({ family, colour }: DrawingInputs): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, family, colour]))
    .digest('hex')
    .slice(0, 12);
}
