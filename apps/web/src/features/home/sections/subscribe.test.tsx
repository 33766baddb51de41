import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Subscribe } from './subscribe';

describe('Subscribe', () => {
  it('is a plain GET form whose email the browser requires and checks', () => {
    render(<Subscribe />);
    const input = screen.getByLabelText('Email address') as HTMLInputElement;
    const form = input.form!;
    expect(form.method).toBe('get');
    expect(input.name).toBe('email');
    expect(input.type).toBe('email');

    expect(input.validity.valueMissing).toBe(true);
    expect(form.checkValidity()).toBe(false);
    input.value = 'not-an-email';
    expect(input.validity.typeMismatch).toBe(true);
    input.value = 'sam@classroom.test';
    expect(form.checkValidity()).toBe(true);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });
});
