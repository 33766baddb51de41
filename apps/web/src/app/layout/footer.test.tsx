import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer, TAGLINE } from './footer';

describe('Footer', () => {
  it('shows the tagline, the placeholder links and the year of the given date', () => {
    render(
      <MemoryRouter>
        <Footer now={new Date(2031, 0, 1)} />
      </MemoryRouter>,
    );
    expect(screen.getByText(TAGLINE)).toBeTruthy();
    expect(TAGLINE).toBe('Empowering Learning, Connecting Minds Together');
    for (const label of ['About', 'Features', 'Works', 'Support', 'Help']) {
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
    }
    expect(screen.getByText(/Copyright © 2031/)).toBeTruthy();
  });
});
