import { render, screen } from '@testing-library/react';
import { Check, MapPin } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Fact } from './Fact.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Fact', () => {
  it('reads as its label and value; the icon is hidden from assistive technology', () => {
    const { container } = render(
      <Fact icon={MapPin} label="Location">
        Lagos
      </Fact>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-component', 'Fact');
    expect(root).toHaveTextContent('Location: Lagos');
    expect(screen.getByText('Location:', { exact: false })).toBeInTheDocument();
    const svg = root.querySelector('[data-part="Icon"] svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(root.querySelector('[data-part="Text"]')).toHaveTextContent('Lagos');
  });

  it('without a label reads as the value alone', () => {
    const { container } = render(<Fact icon={Check}>Weekly reports</Fact>);
    expect(container.firstElementChild).toHaveTextContent(/^Weekly reports$/);
  });

  it('puts the icon first and the text second, in one row element', () => {
    const { container } = render(<Fact icon={Check}>Weekly reports</Fact>);
    const parts = [...(container.firstElementChild as HTMLElement).children].map((el) => el.getAttribute('data-part'));
    expect(parts).toEqual(['Icon', 'Text']);
  });

  it('passes className, style and other attributes to the root', () => {
    const { container } = render(
      <Fact icon={Check} className="extra" style={{ marginTop: 4 }} id="f1">
        Weekly reports
      </Fact>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ marginTop: '4px' });
    expect(root).toHaveAttribute('id', 'f1');
  });

  it('marks a toned icon with data-tone, so the tone variables colour it', () => {
    const { container } = render(
      <Fact icon={Check} iconTone="positive">
        Weekly reports
      </Fact>,
    );
    expect(container.querySelector('[data-part="Icon"]')).toHaveAttribute('data-tone', 'positive');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ul>
        <li>
          <Fact icon={MapPin} label="Location" size="sm">
            Lagos
          </Fact>
        </li>
        <li>
          <Fact icon={Check} iconTone="positive">
            Weekly reports
          </Fact>
        </li>
      </ul>,
    );
    await expectNoAxeViolations(container);
  });
});
