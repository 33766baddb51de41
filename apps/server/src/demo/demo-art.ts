import type { Category } from '@classroom/core';
import { personSvg } from '@classroom/web/person-art';

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

/**
 * A course cover (640x360): the category's gradient, a pattern of circles, a lesson card and
 * the category. No title: every screen prints the course's name beside its picture.
 */
export function courseCover(title: string, category: Category, seed: number): string {
  const [from, to] = PALETTES[category];
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 97 + i * 131) % 640;
    const y = (seed * 53 + i * 71) % 360;
    const r = 30 + ((seed + i * 17) % 90);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.05 + (i % 3) * 0.04).toFixed(2)}"/>`;
  }).join('');
  // Text lines of the lesson card, their lengths varied by the seed.
  const lines = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${372}" y="${150 + i * 30}" width="${90 + ((seed * 37 + i * 53) % 80)}" height="12" rx="6" fill="#fff" opacity="0.7"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>${circles}
<rect x="340" y="96" width="240" height="168" rx="16" fill="#fff" opacity="0.18"/><circle cx="386" cy="124" r="10" fill="#fff" opacity="0.8"/>${lines}
<text x="40" y="310" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" letter-spacing="2" fill="#fff" opacity="0.9">${escapeXml(category.toUpperCase())}</text>
</svg>
`;
}

/** A person's picture (160x160): the drawing the website makes for people without a photo. */
export function avatar(name: string): string {
  return personSvg(name);
}
