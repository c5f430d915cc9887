import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@orisun/api';
import { respondSlowly, respondWith, respondWithError, respondWithNetworkError, subscribeFixtures } from '@orisun/api/mocks';
import { developerPortal } from '../../site/src/content/developers.ts';
import { WaitlistForm } from '../../site/src/pages/Developers/WaitlistForm.tsx';

const copy = developerPortal.waitlist;

/**
 * The Developer Portal waitlist form (`POST /subscribe`, list `developer-portal`) of the
 * `/developers/*` page. The answers show as toasts (the preview's ToastProvider): 200 success,
 * 201 (already on the list) error-style, failures 'Error subscribing' with the reason.
 */
const meta = {
  title: 'Patterns/WaitlistForm',
  component: WaitlistForm,
  parameters: { msw: { handlers: [respondWith(endpoints.subscribe, subscribeFixtures.developerPortal)] } },
} satisfies Meta<typeof WaitlistForm>;
export default meta;
type Story = StoryObj<typeof meta>;

function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    email: canvas.getByRole('textbox', { name: /^Your e-mail address/ }),
    submit: canvas.getByRole('button', { name: copy.submitLabel }),
  };
}

async function join(canvasElement: HTMLElement, address = 'ada@example.com') {
  const { email, submit } = form(canvasElement);
  await userEvent.type(email, address);
  await userEvent.click(submit);
  return { email, submit };
}

/** The toast (portalled into the preview's viewport) whose text contains `text`. */
async function findToast(canvasElement: HTMLElement, text: string) {
  const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: /Notifications/ });
  let toast: HTMLElement | undefined;
  await waitFor(
    () => {
      toast = within(region).getAllByRole('listitem').find((item) => item.textContent?.includes(text));
      expect(toast).toBeDefined();
    },
    { timeout: 10_000 },
  );
  return toast!;
}

/** Idle: the empty field with its hint, and the button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { email, submit } = form(canvasElement);
    await expect(email).toHaveValue('');
    await expect(email).toHaveAccessibleDescription(copy.emailHint);
    await expect(submit).toBeEnabled();
  },
};

/** Invalid: the address is checked before sending, explained under the field, which takes focus. Nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const { email } = await join(canvasElement, 'ada@example');
    await waitFor(() => expect(email).toHaveAccessibleDescription(`${copy.emailHint} Enter a valid e-mail address, like name@example.com.`), { timeout: 10_000 });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
  },
};

/** Submitting: the server has not answered yet; the button is busy (a spinner) and ignores more clicks. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [respondSlowly(endpoints.subscribe, 'infinite')] } },
  play: async ({ canvasElement }) => {
    const { submit } = await join(canvasElement);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'), { timeout: 10_000 });
    await expect(submit).toHaveAccessibleDescription(copy.submittingLabel);
  },
};

/** Subscribed (200): the server's message in a success toast; the field empties. */
export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const { email } = await join(canvasElement);
    const toast = await findToast(canvasElement, subscribeFixtures.developerPortal.message);
    await expect(toast).toHaveAttribute('data-type', 'success');
    await expect(email).toHaveValue('');
  },
};

/** Already subscribed (201): the server's message, error-style (the spec's contract); the address stays. */
export const AlreadySubscribed: Story = {
  parameters: { msw: { handlers: [respondWith(endpoints.subscribe, subscribeFixtures.alreadySubscribed, { status: 201 })] } },
  play: async ({ canvasElement }) => {
    const { email } = await join(canvasElement);
    const toast = await findToast(canvasElement, subscribeFixtures.alreadySubscribed.message);
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(email).toHaveValue('ada@example.com');
  },
};

/** Error (500): a red 'Error subscribing' toast with the reason. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.subscribe, 500)] } },
  play: async ({ canvasElement }) => {
    await join(canvasElement);
    const toast = await findToast(canvasElement, copy.errorTitle);
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(toast).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};

/** Too many requests (429): the server's sentence says how long to wait. */
export const RateLimited: Story = {
  parameters: {
    msw: { handlers: [respondWithError(endpoints.subscribe, 429, { error: 'Too many requests. Please wait 60 seconds and try again.', retryAfterSeconds: 60 })] },
  },
  play: async ({ canvasElement }) => {
    await join(canvasElement);
    const toast = await findToast(canvasElement, copy.errorTitle);
    await expect(toast).toHaveTextContent('Please wait 60 seconds');
  },
};

/** Offline: the server cannot be reached. */
export const Offline: Story = {
  parameters: { msw: { handlers: [respondWithNetworkError(endpoints.subscribe)] } },
  play: async ({ canvasElement }) => {
    await join(canvasElement);
    const toast = await findToast(canvasElement, copy.errorTitle);
    await expect(toast).toHaveTextContent('You seem to be offline: nothing was sent.');
  },
};
