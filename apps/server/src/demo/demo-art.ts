import { CATEGORIES, type Category } from '@classroom/core';

/** Two colours per category, so covers of one subject look related. */
const PALETTES: Record<Category, [string, string]> = {
  'UX Design': ['#7c3aed', '#db2777'],
  'Web Development': ['#2563eb', '#06b6d4'],
  'Digital Marketing': ['#ea580c', '#facc15'],
  Business: ['#0f766e', '#22c55e'],
  'Teaching and Academics': ['#9333ea', '#6366f1'],
  'Data Science': ['#0891b2', '#4f46e5'],
  'Computer Science': ['#1e293b', '#475569'],
  'Language Learning': ['#dc2626', '#f97316'],
  'Photography and Video': ['#111827', '#be123c'],
  'Personal Development': ['#15803d', '#0ea5e9'],
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** A course cover (640x360): the category's gradient, a pattern of circles, the title. */
export function courseCover(title: string, category: Category, seed: number): string {
  const [from, to] = PALETTES[category];
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 97 + i * 131) % 640;
    const y = (seed * 53 + i * 71) % 360;
    const r = 30 + ((seed + i * 17) % 90);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.05 + (i % 3) * 0.04).toFixed(2)}"/>`;
  }).join('');
  const lines = wrap(title, 24)
    .map(
      (line, i) =>
        `<text x="40" y="${150 + i * 46}" font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>${circles}
<text x="40" y="70" font-family="Helvetica, Arial, sans-serif" font-size="18" letter-spacing="2" fill="#fff" opacity="0.85">${escapeXml(category.toUpperCase())}</text>
${lines}
</svg>
`;
}

/** A round avatar (160x160) with the person's initials. */
export function avatar(name: string, seed: number): string {
  const palette = PALETTES[CATEGORIES[seed % CATEGORIES.length]!];
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>
<circle cx="80" cy="80" r="80" fill="url(#g)"/>
<text x="80" y="96" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="52" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
</svg>
`;
}
