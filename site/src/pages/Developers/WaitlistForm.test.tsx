import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@orisun/api';
import { respondWhenReleased, respondWith, respondWithError, respondWithNetworkError, subscribeFixtures } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { developerPortal } from '../../content/developers.ts';
import DevelopersPage from './index.tsx';
import { preloadIslands } from '../../islands/intent.tsx';

const { server, requests } = mockApi();
// The form's code loads on demand (`<Island load="intent">`): loaded up front here, so the page renders it at once.
beforeAll(() => preloadIslands());
beforeAll(() => {
  // jsdom has no pointer capture; Radix Toast's swipe handling asks for it.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
/** Every request the subscribe endpoint receives (JSON body). */
const received = () => requests.filter((r) => r.path === '/subscribe').map((r) => r.body);

const copy = developerPortal.waitlist;

function renderPage(path = '/developers/api-docs') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/developers/*" element={<DevelopersPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    email: screen.getByRole('textbox', { name: /^Your e-mail address/ }),
    submit: screen.getByRole('button', { name: copy.submitLabel }),
  };
}

/** The toasts on screen: their type and text. */
function toasts() {
  const region = screen.getByRole('region', { name: /Notifications/ });
  return within(region)
    .queryAllByRole('listitem')
    .map((item) => ({ type: item.getAttribute('data-type'), text: item.textContent }));
}

describe('Developer Portal waitlist page', () => {
  it('says coming soon, names the part of the portal asked for, links home and mails the dev team; no axe violations', async () => {
    renderPage('/developers/api-docs');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Developer Portal coming soon');
    expect(screen.getByText('API Documentation')).toBeVisible();
    expect(screen.getByText(/The API documentation will live here/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Dev Team' })).toHaveAttribute('href', 'mailto:developers@orisun.software?subject=Developer%20Portal');
    expect(screen.getByRole('form', { name: copy.formLabel })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('shows the general text on any other path under /developers', () => {
    renderPage('/developers/sdks/android');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Developer Portal coming soon');
    expect(screen.getByText(developerPortal.eyebrow)).toBeVisible();
    expect(screen.queryByText(/will live here/)).toBeNull();
  });

  it('keeps the honeypot away from people: hidden from screen readers and skipped by Tab', () => {
    renderPage();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: copy.honeypotLabel })).toBeNull();
  });
});

describe('Get Early Access', () => {
  it('explains an empty or invalid address under the field, focuses it, and sends nothing', async () => {
    const user = userEvent.setup();
    const { email, submit } = renderPage();
    expect(email).toHaveAccessibleDescription(copy.emailHint);
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription(`${copy.emailHint} Enter your e-mail address.`));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await user.type(email, 'ada@');
    // Editing clears the message until the next try.
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription(`${copy.emailHint} Enter a valid e-mail address, like name@example.com.`));
    expect(received()).toEqual([]);
    expect(toasts()).toEqual([]);
    await expectNoAxeViolations(document.body);
  });

  it('200: sends the address to the developer-portal list, shows the server message in a success toast and empties the field', async () => {
    server.use(respondWith(endpoints.subscribe, subscribeFixtures.developerPortal));
    const user = userEvent.setup();
    const { email, submit } = renderPage();
    await user.type(email, ' Ada.Okafor@Example.com ');
    await user.click(submit);
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: `Success: ${subscribeFixtures.developerPortal.message}Dismiss notification` }]));
    expect(received()).toEqual([{ email: 'ada.okafor@example.com', list: 'developer-portal', website: '' }]);
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('201: shows "already subscribed" error-style and keeps the address', async () => {
    server.use(respondWith(endpoints.subscribe, subscribeFixtures.alreadySubscribed, { status: 201 }));
    const user = userEvent.setup();
    const { email, submit } = renderPage();
    await user.type(email, 'ada@example.com');
    await user.click(submit);
    await waitFor(() => expect(toasts()).toEqual([{ type: 'error', text: "Error: You're already subscribed with this e-mail.Dismiss notification" }]));
    expect(email).toHaveValue('ada@example.com');
  });

  it('is busy while the server answers (focus stays, no second request), then done', async () => {
    const reply = respondWhenReleased(endpoints.subscribe, subscribeFixtures.developerPortal);
    server.use(reply.handler);
    const user = userEvent.setup();
    const { email, submit } = renderPage();
    await user.type(email, 'ada@example.com');
    await user.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(submit).toHaveAccessibleDescription(copy.submittingLabel);
    expect(submit).toHaveFocus();
    await user.click(submit);
    await user.type(email, '{Enter}');
    reply.release();
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    expect(received()).toHaveLength(1);
    expect(toasts()).toHaveLength(1);
  });

  it.each([
    ['a server error', respondWithError(endpoints.subscribe, 500), 'Something went wrong on our side. Please try again.'],
    ['too many requests', respondWithError(endpoints.subscribe, 429, { error: 'Too many requests. Please wait 60 seconds and try again.', retryAfterSeconds: 60 }), 'Too many requests. Please wait 60 seconds and try again.'],
    ['no connection', respondWithNetworkError(endpoints.subscribe), 'You seem to be offline: nothing was sent. Check your connection and try again.'],
  ])('on %s: a red "Error subscribing" toast with the reason, and the address kept', async (_label, handler, reason) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handler);
    const user = userEvent.setup();
    const { email, submit } = renderPage();
    await user.type(email, 'ada@example.com');
    await user.click(submit);
    await waitFor(() => expect(toasts()).toEqual([{ type: 'error', text: `Error: ${copy.errorTitle}${reason}Dismiss notification` }]));
    expect(email).toHaveValue('ada@example.com');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("shows a 400 about the address under the field, like the local check", async () => {
    server.use(respondWithError(endpoints.subscribe, 400, { issues: [{ path: 'email', message: 'This e-mail domain does not receive mail.' }] }));
    const user = userEvent.setup();
    const { email, submit } = renderPage();
    await user.type(email, 'ada@example.com');
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription(`${copy.emailHint} This e-mail domain does not receive mail.`));
    expect(email).toHaveFocus();
    expect(toasts()).toEqual([]);
  });
});
