import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@orisun/api';
import { createStaffDesk, respondWithError, staffDeskPassword } from '@orisun/api/mocks';
import { StaffDeskPage, withDesk } from './StaffDeskPage.tsx';

/**
 * `/admin`, the staff sign-in, against a mock desk with nobody signed in (its accounts sign in with
 * `staffDeskPassword`).
 */
const desk = withDesk(createStaffDesk({ signedIn: null }));

const meta = {
  title: 'Pages/StaffSignIn',
  tags: ['page'],
  component: StaffDeskPage,
  parameters: { layout: 'fullscreen', ...desk.parameters },
  args: { path: '/admin' },
  beforeEach: desk.beforeEach,
} satisfies Meta<typeof StaffDeskPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 40_000 };

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const signIn = await canvas.findByRole('form', { name: 'Sign in to the support desk' }, slow);
  const view = within(signIn);
  return {
    canvas,
    email: view.getByRole('textbox', { name: /^E-mail/ }),
    password: view.getByLabelText(/^Password/),
    submit: () => view.getByRole('button', { name: /^(Sign in|Signing in\.\.\.)$/ }),
  };
}

async function signIn(canvasElement: HTMLElement, email: string, password: string) {
  const f = await form(canvasElement);
  await userEvent.type(f.email, email);
  await userEvent.type(f.password, password);
  await userEvent.click(f.submit());
  return f;
}

/** Idle: 'Sign in' waits for both fields, and the line under it says so. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(f.canvas.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(f.submit()).toBeDisabled();
    await expect(f.submit()).toHaveAccessibleDescription('Enter your e-mail and password to sign in.');
    await userEvent.type(f.email, 'adaeze@orisun.software');
    await userEvent.type(f.password, 'x');
    await expect(f.submit()).toBeEnabled();
  },
};

/** A wrong password: 'Invalid email or password', the password emptied and focused. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const f = await signIn(canvasElement, 'adaeze@orisun.software', 'not my password');
    const alert = await f.canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Invalid email or password');
    await expect(f.password).toHaveValue('');
    await waitFor(() => expect(f.password).toHaveFocus());
    await expect(f.email).toHaveValue('adaeze@orisun.software');
    await expect(f.submit()).toBeDisabled();
  },
};

/** Too many attempts (429 with Retry-After): how long to wait. */
export const Throttled: Story = {
  ...withDesk(createStaffDesk({ signedIn: null }), [
    respondWithError(endpoints.signIn, 429, { error: 'Too many sign-in attempts. Please wait 900 seconds and try again.', retryAfterSeconds: 900 }),
  ]),
  play: async ({ canvasElement }) => {
    const f = await signIn(canvasElement, 'adaeze@orisun.software', staffDeskPassword);
    const alert = await f.canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Too many sign-in attempts. Please wait 15 minutes and try again.');
  },
};

/** The right password: on to the dashboard. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const f = await signIn(canvasElement, 'adaeze@orisun.software', staffDeskPassword);
    // The desk, in its own shell, with the signed-in person's menu.
    await expect(await f.canvas.findByRole('navigation', { name: 'Desk views' }, slow)).toBeVisible();
    await expect(await f.canvas.findByRole('button', { name: 'Your account: Adaeze Okafor' }, slow)).toBeVisible();
  },
};
