import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { OfflineNotice } from './OfflineNotice.tsx';

describe('OfflineNotice', () => {
  it("says the page is a saved copy that may be out of date, in the site's words by default", async () => {
    const { container } = render(<OfflineNotice />);
    const notice = screen.getByText('You are offline: this is the copy of this page saved on your last visit, and it may be out of date.');
    expect(notice.tagName).toBe('P');
    expect(notice).toHaveAttribute('data-component', 'OfflineNotice');
    await expectNoAxeViolations(container);
  });

  it('takes other words and passes className and attributes to its root', () => {
    render(<OfflineNotice className="extra" id="offline">Offline copy</OfflineNotice>);
    const notice = screen.getByText('Offline copy');
    expect(notice).toHaveClass('extra');
    expect(notice).toHaveAttribute('id', 'offline');
  });
});
