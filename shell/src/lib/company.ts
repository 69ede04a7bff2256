/**
 * The shop's own details, shown in the footer and on the contact page. The collection point is
 * the warehouse where cash-and-carry orders are picked up.
 */
export const COMPANY = {
  name: 'Riode Textiel Groothandel B.V.',
  street: 'Kelvinstraat 18',
  postcode: '6716 BV',
  city: 'Ede',
  phone: '+31 318 765 430',
  email: 'klantenservice@riode.example',
  chamberOfCommerce: '87654321',
  vatNumber: 'NL862345901B01',
} as const;

/** Opening hours of the collection point; weekday 1 = Monday … 7 = Sunday, times in local time. */
export const OPENING_HOURS: ReadonlyArray<{ weekday: number; open?: string; close?: string }> = [
  { weekday: 1, open: '08:30', close: '17:30' },
  { weekday: 2, open: '08:30', close: '17:30' },
  { weekday: 3, open: '08:30', close: '17:30' },
  { weekday: 4, open: '08:30', close: '20:00' },
  { weekday: 5, open: '08:30', close: '17:30' },
  { weekday: 6, open: '09:00', close: '14:00' },
  { weekday: 7 },
];

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;
