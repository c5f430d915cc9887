import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider, type LinkComponentProps } from '../UiProvider/UiProvider.tsx';
import { Pagination, paginationItems } from './Pagination.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

function Paged({ onPageChange, initial = 1, pageCount = 10 }: { onPageChange?: (p: number) => void; initial?: number; pageCount?: number }) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={(p) => {
        setPage(p);
        onPageChange?.(p);
      }}
    />
  );
}

describe('paginationItems', () => {
  it('lists every page up to 7', () => {
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps 7 slots: first, last, the current page with its neighbours, and gaps', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('is a navigation landmark with the current page marked', () => {
    render(<Paged initial={3} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(nav).toHaveTextContent('Page 3 of 10');
  });

  it('moves with previous, next and page buttons from the keyboard, and reports the page', async () => {
    const onPageChange = vi.fn();
    render(<Paged onPageChange={onPageChange} />);
    const user = userEvent.setup();
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();

    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders links through the UiProvider link component with hrefForPage', async () => {
    const onPageChange = vi.fn();
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => (
      <a
        data-router=""
        href={href}
        {...rest}
        onClick={(e) => {
          e.preventDefault();
          rest.onClick?.(e);
        }}
      >
        {children}
      </a>
    );
    render(
      <UiProvider linkComponent={RouterLink}>
        <Pagination page={2} pageCount={3} hrefForPage={(p) => `/tickets?page=${p}`} onPageChange={onPageChange} label="Ticket pages" />
      </UiProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Ticket pages' });
    const current = within(nav).getByRole('link', { name: 'Page 2' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('data-router');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/tickets?page=3');
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('leaves previous out of the tab order on the first page (links)', () => {
    render(<Pagination page={1} pageCount={3} hrefForPage={(p) => `?page=${p}`} />);
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous).not.toHaveAttribute('href');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations (buttons and links)', async () => {
    const { container } = render(
      <>
        <Paged initial={6} pageCount={20} />
        <Pagination label="Links" page={1} pageCount={4} hrefForPage={(p) => `?page=${p}`} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
