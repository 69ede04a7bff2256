import { colourHex, shade } from './palette';
import { foldedStack, SHAPES, type Paint, type TextileFamily } from './textile-shapes';

export interface TextileDrawing {
  family: TextileFamily;
  colour: string;
  viewType: string;
  /** Varies the weave of the detail view between products of the same colour. */
  variant: number;
}

export const DRAWING_WIDTH = 800;
export const DRAWING_HEIGHT = 900;

const BACKGROUNDS = ['#f4f1ec', '#eef1f4', '#f2f4ee', '#f5eff0'];

/** A close-up of the weave: the whole frame in the product's colour with a diagonal texture. */
function weave(paint: Paint, variant: number): string {
  const step = 18 + (variant % 4) * 6;
  const light = shade(paint.base, 0.15);
  const dark = shade(paint.base, -0.12);
  const lines = Array.from({ length: Math.ceil(1700 / step) }, (_, i) => {
    const x = i * step - 900;
    return `<line x1="${x}" y1="0" x2="${x + 900}" y2="900" stroke="${i % 2 ? light : dark}" stroke-width="${step / 3}"/>`;
  });
  return `<rect width="800" height="900" fill="${paint.base}"/>${lines.join('')}
    <path d="M0 760 H800" stroke="${paint.light}" stroke-width="10" stroke-dasharray="28 14"/>`;
}

/** A room: a wall and a wooden floor behind the textile, drawn smaller. */
function lifestyle(shape: string): string {
  return `<rect width="800" height="620" fill="#e9e2d6"/><rect y="620" width="800" height="280" fill="#b08a62"/>
    <rect x="560" y="120" width="160" height="220" fill="#cfd8df" stroke="#fff" stroke-width="10"/>
    <g transform="translate(140 150) scale(0.65)">${shape}</g>`;
}

/**
 * The picture of a product for one view type, as SVG: the textile of its family in its colour.
 * front is the whole piece; back the reverse side, mirrored; side narrower; detail the weave;
 * folded a folded stack; lifestyle the piece in a room. Any other view shows the front.
 */
export function textileSvg({ family, colour, viewType, variant }: TextileDrawing): string {
  const base = colourHex(colour);
  const paint: Paint = { base, light: shade(base, 0.35), dark: shade(base, -0.3), back: viewType === 'back' };
  const shape = SHAPES[family](paint);
  const background = BACKGROUNDS[variant % BACKGROUNDS.length] ?? BACKGROUNDS[0];
  let body: string;
  if (viewType === 'detail') body = weave(paint, variant);
  else if (viewType === 'lifestyle') body = lifestyle(shape);
  // Folded as sold: the stack with the shop's paper band around it (distinct from a towel's front).
  else if (viewType === 'folded')
    body = `${foldedStack(paint)}<rect x="340" y="280" width="120" height="470" fill="#f3ead8" stroke="#c8b48a" stroke-width="6"/>`;
  else if (viewType === 'back') body = `<g transform="translate(800 0) scale(-1 1)">${shape}</g>`;
  else if (viewType === 'side') body = `<g transform="translate(160 40) scale(0.6 0.95)">${shape}</g>`;
  else body = shape;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWING_WIDTH}" height="${DRAWING_HEIGHT}" viewBox="0 0 800 900">
    <rect width="800" height="900" fill="${background}"/>${body}</svg>`;
}
