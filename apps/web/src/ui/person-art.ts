/**
 * A person drawn from a name: the same name always gives the same face. Pure (no DOM), so the
 * website draws people without a photo, and the demo's picture files are written with it.
 */

const BACKGROUNDS = ['#dbeafe', '#fce7f3', '#dcfce7', '#fef3c7', '#ede9fe', '#cffafe', '#ffe4e6'];
const SKIN = ['#f9d7b9', '#f1c19c', '#d9a37a', '#b67b52', '#8d5a3b', '#5e3a25'];
const HAIR = ['#1f2937', '#4b2e1e', '#7c4a25', '#b7792f', '#e0b25a', '#9ca3af', '#7f1d1d'];
const SHIRTS = ['#2563eb', '#0f766e', '#7c3aed', '#db2777', '#ea580c', '#334155', '#15803d'];

/** FNV-1a: a small, stable hash; each feature reads its own bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

function pick<T>(list: readonly T[], value: number): T {
  return list[value % list.length]!;
}

const CURLS = [
  [52, 66],
  [56, 52],
  [68, 44],
  [80, 41],
  [92, 44],
  [104, 52],
  [108, 66],
] as const;

/** Hair drawn behind the head (long hair) and over it (the top). */
const HAIR_STYLES: ((color: string) => { back: string; front: string })[] = [
  // Short.
  (c) => ({
    back: '',
    front: `<path d="M52 72c0-22 14-34 28-34s28 12 28 34c-8-12-18-16-28-16s-20 4-28 16z" fill="${c}"/>`,
  }),
  // Long.
  (c) => ({
    back: `<path d="M48 74c0-26 14-40 32-40s32 14 32 40v40H48z" fill="${c}"/>`,
    front: `<path d="M52 74c2-20 14-30 28-30s26 10 28 30c-10-10-20-14-28-14s-18 4-28 14z" fill="${c}"/>`,
  }),
  // Bun.
  (c) => ({
    back: `<circle cx="80" cy="34" r="13" fill="${c}"/>`,
    front: `<path d="M53 70c0-20 12-30 27-30s27 10 27 30c-7-9-16-13-27-13s-20 4-27 13z" fill="${c}"/>`,
  }),
  // Curly.
  (c) => ({
    back: '',
    front: CURLS.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="${c}"/>`).join(''),
  }),
  // Side part.
  (c) => ({
    back: '',
    front: `<path d="M52 74c-2-24 12-38 30-38 16 0 28 12 26 32-12-2-26-8-34-18-4 10-12 18-22 24z" fill="${c}"/>`,
  }),
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The picture as an SVG document, `size` pixels square. */
export function personSvg(name: string, size = 160): string {
  const h = hash(name.trim().toLowerCase() || '?');
  const background = pick(BACKGROUNDS, h);
  const skin = pick(SKIN, h >>> 3);
  const hairColor = pick(HAIR, h >>> 6);
  const shirt = pick(SHIRTS, h >>> 9);
  const hair = pick(HAIR_STYLES, h >>> 12)(hairColor);
  const glasses = (h >>> 15) % 5 === 0;
  const smile = (h >>> 18) % 2 === 0 ? 'M72 92q8 7 16 0' : 'M73 93q7 4 14 0';
  const parts = [
    `<circle cx="80" cy="80" r="80" fill="${background}"/>`,
    hair.back,
    `<path d="M30 160c4-28 24-42 50-42s46 14 50 42z" fill="${shirt}"/>`,
    `<rect x="72" y="98" width="16" height="22" rx="6" fill="${skin}"/>`,
    `<ellipse cx="80" cy="76" rx="27" ry="30" fill="${skin}"/>`,
    hair.front,
    // White round the pupils, so the eyes read on every skin tone.
    `<g fill="#fff"><circle cx="70" cy="78" r="4.5"/><circle cx="90" cy="78" r="4.5"/></g>`,
    `<g fill="#1f2937"><circle cx="70" cy="78.5" r="2.6"/><circle cx="90" cy="78.5" r="2.6"/></g>`,
    glasses
      ? `<g fill="none" stroke="#1f2937" stroke-width="2"><circle cx="70" cy="78" r="8"/><circle cx="90" cy="78" r="8"/><path d="M78 78h4"/></g>`
      : '',
    `<path d="${smile}" fill="none" stroke="#7c2d12" stroke-width="2.5" stroke-linecap="round"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}"><clipPath id="c"><circle cx="80" cy="80" r="80"/></clipPath><g clip-path="url(#c)">${parts.join('')}</g></svg>\n`;
}

/** The same picture as a `data:` URL, for an <img>. */
export function personImageUrl(name: string): string {
  return `data:image/svg+xml,${encodeURIComponent(personSvg(name))}`;
}
