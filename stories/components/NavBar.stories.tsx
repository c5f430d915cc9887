import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ButtonLink, NavBar } from '@orisun/ui';

const links = [
  { label: 'Home', href: '#home' },
  { label: 'Services', href: '#services' },
  { label: 'About', href: '#about' },
  { label: 'Team', href: '#team' },
  { label: 'Forum', href: '#forum' },
];

function Example({ current = '#home', defaultOpen = false }: { current?: string; defaultOpen?: boolean }) {
  return (
    <NavBar.Root>
      <NavBar.Brand href="#top">Orisun Software</NavBar.Brand>
      <NavBar.Menu label="Main" toggleLabel="Menu" defaultOpen={defaultOpen}>
        {links.map((l) => (
          <NavBar.Item key={l.href} href={l.href} current={l.href === current}>
            {l.label}
          </NavBar.Item>
        ))}
        <NavBar.Action>
          <ButtonLink href="#contact">Contact Us</ButtonLink>
        </NavBar.Action>
      </NavBar.Menu>
    </NavBar.Root>
  );
}

const meta = {
  title: 'Components/NavBar',
  component: Example,
  parameters: { layout: 'fullscreen' },
  args: { current: '#home', defaultOpen: false },
  argTypes: { current: { control: 'select', options: links.map((l) => l.href) } },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Links in the bar from the desktop breakpoint; a toggle below it. The current page is underlined. */
export const Default: Story = {};

/** Another current page. */
export const CurrentPage: Story = { args: { current: '#about' } };

/** Small screen: the toggle opens the panel; Escape closes it and returns focus. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
