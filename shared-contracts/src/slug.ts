/**
 * The theme's slug: lowercased, accents removed (spec §2), with anything that is not a letter or
 * digit folded into single dashes so the result is always safe in a path segment.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
