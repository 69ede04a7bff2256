import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageVersion } from './image-version';
import { createLimiter } from './limiter';
import type { ImageFormat } from './negotiate';
import type { TextileFamily } from './textile-shapes';
import { DRAWING_WIDTH, textileSvg } from './textile-svg';

export interface ImageSource {
  productId: number;
  viewType: string;
  family: TextileFamily;
  colour: string;
}

export interface ImageRequest {
  width: number;
  quality: number;
  format: ImageFormat;
}

async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/**
 * Product images on disk under DATA_DIR/images: every served variant (width × quality × format),
 * each made once, straight from the vector drawing at the width asked for. (Drawing a 3840-pixel
 * original first and scaling it down made a first request about four times slower, 348 against
 * 85 ms at 640 px: a cold listing's pictures then held the browser's few connections for
 * seconds.) The file names carry the picture's version (image-version.ts: colour, family, drawing
 * code), so a product whose colour changes gets new files rather than stale ones.
 */
export class ImageStore {
  private readonly limit = createLimiter(2);
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly dir: string) {}

  /** The encoded image and a tag that changes whenever its bytes would. */
  async image(source: ImageSource, request: ImageRequest): Promise<{ data: Buffer; etag: string }> {
    // The folder names the product and the file its view, so the address's version is the rest.
    const key = imageVersion(source);
    const base = `${source.viewType}-${key}`;
    const name = `${base}-w${request.width}-q${request.quality}.${request.format}`;
    const variant = path.join(this.dir, 'variants', String(source.productId), name);
    const data = await this.once(variant, () => this.render(source, request));
    return { data, etag: `"${key}-${request.width}-${request.quality}-${request.format}"` };
  }

  /** Reads `file`, or makes and stores it; two requests for the same missing file make it once. */
  private async once(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const cached = await readIfExists(file);
    if (cached) return cached;
    let pending = this.inFlight.get(file);
    if (!pending) {
      pending = this.makeAndStore(file, make).finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, pending);
    }
    return pending;
  }

  private async makeAndStore(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const data = await make();
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
    return data;
  }

  /** Rasterises the drawing at the requested width (a vector, so never an enlargement) and encodes it. */
  private render(source: ImageSource, { width, quality, format }: ImageRequest): Promise<Buffer> {
    const svg = textileSvg({
      family: source.family,
      colour: source.colour,
      viewType: source.viewType,
      variant: source.productId,
    });
    return this.limit(() => {
      // The density puts the drawing at about `width` pixels; resize makes it exact.
      const drawn = sharp(Buffer.from(svg), { density: (72 * width) / DRAWING_WIDTH }).resize({ width });
      if (format === 'avif') return drawn.avif({ quality, effort: 2 }).toBuffer();
      if (format === 'webp') return drawn.webp({ quality }).toBuffer();
      return drawn.jpeg({ quality, mozjpeg: true }).toBuffer();
    });
  }
}
