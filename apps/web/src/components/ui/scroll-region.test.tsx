import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { ScrollRegion } from './scroll-region.tsx';

it('is a named region a keyboard user can reach to scroll it', async () => {
  render(
    <ScrollRegion label="Games in the period">
      <table aria-label="Games" />
    </ScrollRegion>,
  );
  await userEvent.setup().tab();
  expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Games in the period' }));
});
