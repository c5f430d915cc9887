import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UiProvider, useLinkComponent, type LinkComponentProps } from '@orisun/ui';

/** Shows which component rendered the link. */
function Demo({ href, children }: { href: string; children: string }) {
  const LinkComponent = useLinkComponent();
  return createElement(LinkComponent, { href }, children);
}

const meta = {
  title: 'Components/UiProvider',
  component: UiProvider,
  args: { children: <Demo href="/support">Get support</Demo> },
} satisfies Meta<typeof UiProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a `linkComponent`, kit links are plain anchors. */
export const Default: Story = {};

const navigate = fn();
/** A router wrapper: the site passes one around react-router's Link. */
function FakeRouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      data-router-link=""
      onClick={(e) => {
        onClick?.(e);
        e.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

/** Every kit link goes through the provided component, so navigation stays client-side. */
export const RouterLinks: Story = {
  args: { linkComponent: FakeRouterLink },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Get support' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/support');
  },
};
