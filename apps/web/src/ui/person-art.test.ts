import { describe, expect, it } from 'vitest';
import { personImageUrl, personSvg } from './person-art';

describe('personSvg', () => {
  it('draws the same person for the same name, whatever its case and spacing', () => {
    expect(personSvg('Maya Lin')).toBe(personSvg('Maya Lin'));
    expect(personSvg(' maya lin ').replace(/aria-label="[^"]*"/, '')).toBe(
      personSvg('Maya Lin').replace(/aria-label="[^"]*"/, ''),
    );
  });

  it('draws different people for different names, with no initials', () => {
    const names = ['Ada Admin', 'Sam Student', 'Ivan Teacher', 'Maya Lin', 'Omar Haddad'];
    const faces = new Set(names.map((name) => personSvg(name).replace(/aria-label="[^"]*"/, '')));
    expect(faces.size).toBe(names.length);
    expect(personSvg('Ada Admin')).not.toContain('<text');
  });

  it('escapes the name and sizes the picture', () => {
    const svg = personSvg('<b>"Eve"</b>', 48);
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('width="48" height="48"');
    expect(personImageUrl('Eve')).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  });
});
