/**
 * The paint of one drawing: the product's colour and its lighter and darker tones. Tones are
 * mixed here rather than with SVG opacity, which makes librsvg composite every element over the
 * whole 3840-pixel canvas (seconds instead of a fraction of one).
 */
export interface Paint {
  base: string;
  light: string;
  dark: string;
  /** A second side of the drawing (back view): no buttons, pockets or labels in front. */
  back: boolean;
}

export type TextileFamily = 'bed' | 'bath' | 'kitchen' | 'robe' | 'bbq' | 'shirt' | 'sock' | 'linen';

/** Drawings in a 800 × 900 frame, the proportion of the theme's product thumbnails (110 × 123). */
const bed = ({ base, light, dark }: Paint) => `
  <rect x="110" y="230" width="580" height="140" rx="24" fill="#8a6a4a"/>
  <rect x="150" y="320" width="220" height="110" rx="40" fill="${light}"/>
  <rect x="430" y="320" width="220" height="110" rx="40" fill="${light}"/>
  <path d="M120 420 H680 L700 760 H100 Z" fill="${base}"/>
  <path d="M120 420 H680 L684 480 H116 Z" fill="${light}"/>
  <path d="M100 760 H700 V790 H100 Z" fill="${dark}"/>`;

const folded = ({ base, light, dark }: Paint) =>
  [0, 1, 2]
    .map(
      (i) => `
  <rect x="${170 + i * 10}" y="${600 - i * 150}" width="${460 - i * 20}" height="130" rx="30" fill="${base}"/>
  <rect x="${170 + i * 10}" y="${600 - i * 150}" width="${460 - i * 20}" height="28" rx="14" fill="${light}"/>
  <rect x="${190 + i * 10}" y="${690 - i * 150}" width="${420 - i * 20}" height="14" fill="${dark}"/>`,
    )
    .join('');

const kitchen = ({ base, light, dark }: Paint) => `
  <circle cx="400" cy="120" r="26" fill="none" stroke="#777" stroke-width="10"/>
  <rect x="230" y="140" width="340" height="640" rx="8" fill="${light}"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="230" y="${180 + i * 100}" width="340" height="36" fill="${base}"/>`).join('')}
  ${[0, 1, 2].map((i) => `<rect x="${270 + i * 110}" y="140" width="36" height="640" fill="${base}"/>`).join('')}
  <rect x="230" y="740" width="340" height="40" fill="${dark}"/>`;

const robe = ({ base, light, dark, back }: Paint) => `
  <path d="M300 120 L500 120 L640 220 L720 520 L640 540 L600 380 L610 820 H190 L200 380 L160 540 L80 520 L160 220 Z" fill="${base}"/>
  ${back ? `<path d="M300 120 Q400 190 500 120" fill="none" stroke="${dark}" stroke-width="18"/>` : `<path d="M300 120 L400 470 L500 120" fill="none" stroke="${light}" stroke-width="42"/>`}
  <rect x="196" y="470" width="408" height="36" fill="${dark}"/>
  ${back ? '' : `<rect x="250" y="600" width="90" height="100" rx="10" fill="${dark}"/>`}`;

const apron = ({ base, light, dark, back }: Paint) => `
  <path d="M310 120 Q400 60 490 120" fill="none" stroke="${dark}" stroke-width="18"/>
  <path d="M310 120 H490 L500 330 Q560 330 600 360 L580 820 H220 L200 360 Q240 330 300 330 Z" fill="${base}"/>
  <path d="M200 380 L90 420 M600 380 L710 420" stroke="${dark}" stroke-width="16"/>
  ${back ? '' : `<rect x="290" y="520" width="220" height="130" rx="12" fill="${light}"/><line x1="400" y1="520" x2="400" y2="650" stroke="${dark}" stroke-width="6"/>`}`;

const shirt = ({ base, light, dark, back }: Paint) => `
  <path d="M290 130 L510 130 L690 230 L640 400 L590 370 L590 820 H210 L210 370 L160 400 L110 230 Z" fill="${base}"/>
  ${back ? `<path d="M230 210 H570" stroke="${dark}" stroke-width="8"/>` : `<path d="M330 130 L400 220 L470 130 L440 110 H360 Z" fill="${light}"/><line x1="400" y1="220" x2="400" y2="820" stroke="${dark}" stroke-width="6"/>${[0, 1, 2, 3, 4].map((i) => `<circle cx="400" cy="${280 + i * 110}" r="10" fill="${light}"/>`).join('')}`}`;

const sock = ({ base, light, dark }: Paint) =>
  [0, 1]
    .map(
      (i) => `
  <g transform="translate(${i * 190} ${i * 40})">
    <path d="M250 120 H390 V560 Q390 650 470 690 L560 730 Q610 760 580 810 Q560 840 500 820 L300 740 Q230 710 240 620 Z" fill="${i ? dark : base}"/>
    <rect x="250" y="120" width="140" height="70" fill="${light}"/>
    <path d="M500 820 Q560 840 580 810 Q610 760 560 730 L520 712 Z" fill="${light}"/>
  </g>`,
    )
    .join('');

export const SHAPES: Readonly<Record<TextileFamily, (paint: Paint) => string>> = {
  bed,
  bath: folded,
  kitchen,
  robe,
  bbq: apron,
  shirt,
  sock,
  linen: folded,
};

/** The folded stack every family can show for its 'folded' view. */
export const foldedStack = folded;
