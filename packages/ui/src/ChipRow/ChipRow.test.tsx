import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Tag } from '../Tag/Tag.tsx';
import { ChipRow } from './ChipRow.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('ChipRow', () => {
  it('lists each chip in its own item, links kept as links', async () => {
    const { container } = render(
      <nav aria-label="Categories">
        <ChipRow>
          <Tag href="/forum" aria-current="page">
            All
          </Tag>
          <Tag href="/forum/c/showcase">Showcase</Tag>
          {null}
        </ChipRow>
      </nav>,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-component', 'ChipRow');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Showcase' })).toHaveAttribute('href', '/forum/c/showcase');
    await expectNoAxeViolations(container);
  });
});
