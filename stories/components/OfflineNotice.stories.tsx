import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineNotice, offlineCopyAttribute } from '@orisun/ui';

const meta = {
  title: 'Components/OfflineNotice',
  component: OfflineNotice,
} satisfies Meta<typeof OfflineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page from the network: the notice is in the page but not shown, and not read. */
export const Online: Story = {
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[data-component="OfflineNotice"]');
    await expect(notice).not.toBeVisible();
  },
};

/** A page the service worker served from its cache (`<html data-offline-copy>`): the caution band shows. */
export const OfflineCopy: Story = {
  beforeEach: () => {
    document.documentElement.setAttribute(offlineCopyAttribute, '');
    return () => document.documentElement.removeAttribute(offlineCopyAttribute);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You are offline/)).toBeVisible();
  },
};
