import { IMAGE_WIDTHS } from 'shared-contracts';

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

export const IMAGE_MIME: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The media types an Accept header allows (q > 0), lower-cased. */
function accepted(accept: string): Set<string> {
  const types = new Set<string>();
  for (const part of accept.split(',')) {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (q !== undefined && !(Number.parseFloat(q.slice(2)) > 0)) continue;
    types.add(type);
  }
  return types;
}

/** AVIF, else WebP, when the browser says it takes them; JPEG for everything else. */
export function pickFormat(accept: string | undefined): ImageFormat {
  const types = accepted(accept ?? '');
  if (types.has('image/avif')) return 'avif';
  if (types.has('image/webp')) return 'webp';
  return 'jpeg';
}

/**
 * The allowed width to serve: the smallest of IMAGE_WIDTHS at least as wide as asked (so the
 * picture is never blurred), the largest for anything wider, the smallest when none is asked.
 * Snapping rather than refusing keeps odd thumbnail sizes working while the disk cache holds
 * at most eight widths per image.
 */
export function snapWidth(requested: number | undefined): number {
  const smallest = IMAGE_WIDTHS[0];
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? smallest;
  if (requested === undefined) return smallest;
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? largest;
}

/** Quality to the nearest multiple of 5 (5..100), for the same reason: a bounded cache. */
export function snapQuality(requested: number): number {
  return Math.min(100, Math.max(5, Math.round(requested / 5) * 5));
}
