/** The seed's Dutch colour names as paint; other names (from an import) get a stable made-up colour. */
const NAMED: Readonly<Record<string, string>> = {
  wit: '#f7f7f4',
  'gebroken wit': '#efe9dc',
  zand: '#d9c7a7',
  beige: '#d8c3a5',
  taupe: '#8b7d6b',
  grijs: '#9a9a9a',
  antraciet: '#3c4044',
  zwart: '#1d1d1f',
  marineblauw: '#1f2f4f',
  lichtblauw: '#a9c8e8',
  oudroze: '#c99a9a',
  bordeaux: '#6d1f2f',
  saliegroen: '#9caf88',
  mosgroen: '#5d6b3a',
  okergeel: '#c9962b',
  terracotta: '#b8623f',
  rood: '#b3261e',
  blauw: '#2d5fa8',
  groen: '#3f7f4a',
  geel: '#e6c233',
  roze: '#e8a3b8',
  bruin: '#6b4a2f',
  paars: '#6b4a8f',
  oranje: '#e07b29',
};

/** A mid-tone colour derived from the name, the same every time. */
function hashColour(text: string): string {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return `#${((hash & 0x7f7f7f) + 0x303030).toString(16).padStart(6, '0')}`;
}

export function colourHex(name: string): string {
  const key = name.trim().toLowerCase();
  return NAMED[key] ?? hashColour(key);
}

/** A #rrggbb colour moved towards white (amount > 0) or black (amount < 0). */
export function shade(colour: string, amount: number): string {
  const value = Number.parseInt(colour.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}
