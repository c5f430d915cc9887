import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@orisun/api';
import { createStaffDesk, respondWithError, staffDeskPassword, staffFixtures } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { renderStaffPages } from '@orisun/test-support/staff-pages';
import { staffSignIn } from '../../content/staffSignIn.ts';

const { server, requests } = mockApi();

/** The desk with nobody signed in (its accounts sign in with `staffDeskPassword`). */
function signedOutDesk() {
  const desk = createStaffDesk({ signedIn: null });
  server.use(...desk.handlers);
  return desk;
}

function controls() {
  return {
    email: screen.getByRole('textbox', { name: /^E-mail/ }),
    password: screen.getByLabelText(/^Password/),
    submit: screen.getByRole('button', { name: /^(Sign in|Signing in\.\.\.)$/ }),
  };
}

type User = ReturnType<typeof userEvent.setup>;

async function signIn(user: User, email: string, password: string) {
  const c = controls();
  await user.type(c.email, email);
  await user.type(c.password, password);
  await user.click(c.submit);
}

describe('/admin, the staff sign-in', () => {
  it("keeps 'Sign in' disabled while a field is empty, and says why; no axe violations", async () => {
    signedOutDesk();
    const user = userEvent.setup();
    const { container } = renderStaffPages('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    const c = controls();
    expect(c.submit).toBeDisabled();
    expect(c.submit).toHaveAccessibleDescription(staffSignIn.fillBoth);
    expect(c.password).toHaveAttribute('type', 'password');
    expect(c.password).toHaveAttribute('autocomplete', 'current-password');
    await expectNoAxeViolations(container);

    await user.type(c.email, 'adaeze@orisun.software');
    expect(c.submit).toBeDisabled();
    await user.type(c.password, 'x');
    expect(c.submit).toBeEnabled();
    expect(c.submit).not.toHaveAccessibleDescription(staffSignIn.fillBoth);
    await user.clear(c.email);
    expect(c.submit).toBeDisabled();
  });

  it("a wrong password: the alert 'Invalid email or password', the password emptied and focused, the e-mail kept", async () => {
    signedOutDesk();
    const user = userEvent.setup();
    const { container } = renderStaffPages('/admin');
    await signIn(user, 'adaeze@orisun.software', 'not the password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    const c = controls();
    expect(c.password).toHaveValue('');
    await waitFor(() => expect(c.password).toHaveFocus());
    expect(c.email).toHaveValue('adaeze@orisun.software');
    expect(c.submit).toBeDisabled();
    await expectNoAxeViolations(container);
    // Nobody's password is sent anywhere but the sign-in endpoint.
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/auth/sign-in']);
  });

  it('too many attempts (429): says how long to wait', async () => {
    signedOutDesk();
    server.use(respondWithError(endpoints.signIn, 429, { error: 'Too many sign-in attempts.', retryAfterSeconds: 840 }));
    const user = userEvent.setup();
    renderStaffPages('/admin');
    await signIn(user, 'adaeze@orisun.software', staffDeskPassword);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please wait 14 minutes and try again.');
    expect(controls().password).toHaveValue(staffDeskPassword);
  });

  it('checks the e-mail with the shared schema before sending; a 400 from the server shows on its field', async () => {
    signedOutDesk();
    const user = userEvent.setup();
    renderStaffPages('/admin');
    await signIn(user, 'adaeze@', 'anything');
    await waitFor(() => expect(controls().email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.'));
    expect(controls().email).toHaveFocus();
    expect(requests.some((r) => r.path === '/api/auth/sign-in')).toBe(false);

    server.use(respondWithError(endpoints.signIn, 400, { issues: [{ path: 'password', message: 'Enter your password.' }] }));
    await user.clear(controls().email);
    await user.type(controls().email, 'adaeze@orisun.software');
    await user.click(controls().submit);
    await waitFor(() => expect(controls().password).toHaveAccessibleDescription('Enter your password.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs in and goes to the dashboard, or back to the page of the desk that sent the visitor here', async () => {
    const desk = signedOutDesk();
    const user = userEvent.setup();
    const first = renderStaffPages('/admin');
    await signIn(user, 'TUNDE@orisun.software', staffDeskPassword);
    await waitFor(() => expect(first.location()).toBe('/admin/dashboard'));
    expect(await screen.findByRole('button', { name: 'Your account: Tunde Bakare' })).toBeVisible();
    first.unmount();

    desk.reset();
    const second = renderStaffPages(`/admin?next=${encodeURIComponent('/admin/dashboard?view=users')}`);
    await signIn(user, 'adaeze@orisun.software', staffDeskPassword);
    await waitFor(() => expect(second.location()).toBe('/admin/dashboard?view=users'));
    expect(await screen.findByRole('link', { name: 'Users', current: 'page' })).toBeVisible();
    second.unmount();

    desk.reset();
    const third = renderStaffPages(`/admin?next=${encodeURIComponent('//evil.example/admin/dashboard')}`);
    await signIn(user, 'adaeze@orisun.software', staffDeskPassword);
    await waitFor(() => expect(third.location()).toBe('/admin/dashboard'));
  });

  it('someone already signed in goes straight to the dashboard', async () => {
    server.use(...createStaffDesk({ signedIn: staffFixtures.staff.user }).handlers);
    const page = renderStaffPages('/admin');
    await waitFor(() => expect(page.location()).toBe('/admin/dashboard'));
    expect(await screen.findByRole('navigation', { name: 'Desk views' })).toBeVisible();
  });
});
