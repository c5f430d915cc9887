import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DownloadCard } from './DownloadCard.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('DownloadCard', () => {
  it('shows name, description, type and size, and a plain download link', () => {
    render(<DownloadCard name="Fact sheet" description="One page of facts." href="/downloads/fact-sheet.pdf" fileType="PDF" size="under 100 KB" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Fact sheet' })).toBeInTheDocument();
    expect(screen.getByText('One page of facts.')).toBeInTheDocument();
    expect(screen.getByText('PDF')).toBeInTheDocument();
    expect(screen.getByText('under 100 KB')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Download Fact sheet (PDF, under 100 KB)' });
    expect(link).toHaveAttribute('href', '/downloads/fact-sheet.pdf');
    expect(link).toHaveAttribute('download', 'fact-sheet.pdf');
    expect(link).not.toHaveAttribute('target');
  });

  it('marks the featured file with a badge and an accent tone', () => {
    render(<DownloadCard name="Media kit" href="/kit.zip" fileType="ZIP" featured featuredLabel="Recommended" headingLevel={2} />);
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-featured');
    expect(card).toHaveAttribute('data-tone', 'accent');
    expect(within(card).getByText('Recommended')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Media kit' })).toBeInTheDocument();
  });

  it('is not featured by default', () => {
    render(<DownloadCard name="Logos" href="/logos.zip" fileType="ZIP" />);
    expect(screen.getByRole('article')).not.toHaveAttribute('data-featured');
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
  });

  it('has no axe violations in a list', async () => {
    const { container } = render(
      <ul>
        <DownloadCard as="li" name="Media kit" href="/kit.zip" fileType="ZIP" size="under 2 MB" featured />
        <DownloadCard as="li" name="Logos" description="SVG and PNG" href="/logos.zip" fileType="ZIP" />
      </ul>,
    );
    await expectNoAxeViolations(container);
  });
});
