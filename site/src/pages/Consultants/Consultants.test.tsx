import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consultantApplicationMessages, endpoints } from '@orisun/api';
import { respondWithError, respondWithNetworkError } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { consultants, consultantsPage, expertiseOptions, type Consultant } from '../../content/consultants.ts';
import { ConsultantsView } from './ConsultantsView.tsx';
import { filterConsultants, noFilters } from './consultantListing.ts';
// Loaded up front, so the tab's on-demand import resolves at once.
import './ConsultantApplicationForm.tsx';
import './ConsultantProfileDialog.tsx';

const { server, requests } = mockApi();

type User = ReturnType<typeof userEvent.setup>;

/** The names on the cards shown, in order. */
function shownNames(): string[] {
  const list = screen.queryByRole('list', { name: consultantsPage.tabs.browse });
  if (!list) return [];
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

const byName = (name: string) => consultants.find((c) => c.name === name) as Consultant;

describe('consultant filters (docs/product.md §2.6, with the original availability bug fixed: docs/adr/0020-fixes-to-the-original-spec.md)', () => {
  it("finds 'Project-based' consultants with the project-based filter", () => {
    const found = filterConsultants(consultants, { ...noFilters, availability: 'project-based' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.availability === 'Project-based')).toBe(true);
    expect(found).toEqual(consultants.filter((c) => c.availability === 'Project-based'));
  });

  it('combines type, availability, expertise and text', () => {
    const company = filterConsultants(consultants, { ...noFilters, type: 'company' });
    const external = filterConsultants(consultants, { ...noFilters, type: 'external' });
    expect(company.length + external.length).toBe(consultants.length);
    expect(company.every((c) => c.isCompanyMember)).toBe(true);
    expect(filterConsultants(consultants, { ...noFilters, expertise: 'Cybersecurity', type: 'external' }).map((c) => c.name)).toEqual([
      'Fiifi Mensah',
      'Koffi Agossou',
    ]);
    expect(filterConsultants(consultants, { ...noFilters, query: '  COTONOU ' }).map((c) => c.name)).toEqual(['Sessi Houngbédji']);
  });
});

describe('/consultants', { timeout: 60_000 }, () => {
  it('lists every consultant with three tags and a count of the rest; no axe violations', async () => {
    const { container } = render(<ConsultantsView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Expert Network' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Browse Consultants' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Become a Consultant' })).toHaveAttribute('aria-selected', 'false');
    expect(shownNames()).toEqual(consultants.map((c) => c.name));
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${consultants.length} consultants`);

    const adaeze = byName('Adaeze Okonkwo');
    const card = screen.getByRole('article', { name: adaeze.name });
    const tags = within(within(card).getByRole('list', { name: 'Expertise' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual([...adaeze.expertise.slice(0, 3), `+${adaeze.expertise.length - 3} more`]);
    expect(within(card).getByText('Orisun Software team')).toBeVisible();
    expect(within(card).getByText(adaeze.rate)).toBeVisible();
    // Exactly three areas: no count.
    const chiamaka = screen.getByRole('article', { name: 'Chiamaka Eze' });
    expect(within(within(chiamaka).getByRole('list', { name: 'Expertise' })).getAllByRole('listitem')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it("filters by availability (Project-based included), type, expertise and text, and shows 'No consultants found'", async () => {
    const user = userEvent.setup();
    render(<ConsultantsView />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'project-based');
    expect(shownNames()).toEqual(consultants.filter((c) => c.availability === 'Project-based').map((c) => c.name));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'external');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expertise' }), 'Data & analytics');
    expect(shownNames()).toEqual(['Ibrahim Musa']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 consultant');

    await user.type(screen.getByRole('searchbox', { name: /Search consultants/ }), 'Lagos');
    expect(shownNames()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No consultants found' })).toBeVisible();
    const resets = screen.getAllByRole('button', { name: 'Reset Filters' });
    await user.click(resets.at(-1) as HTMLElement);
    expect(shownNames()).toHaveLength(consultants.length);
    expect(screen.getByRole('searchbox', { name: /Search consultants/ })).toHaveValue('');
  });

  it('opens a profile in a dialog that Escape closes, and a click on the backdrop too, focus back on the card', async () => {
    const user = userEvent.setup();
    render(<ConsultantsView />);
    const koffi = byName('Koffi Agossou');
    const open = screen.getByRole('button', { name: "View Koffi Agossou's profile" });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: koffi.name });
    expect(dialog).toHaveAccessibleDescription(koffi.title);
    expect(within(dialog).getByText(koffi.bio)).toBeVisible();
    for (const item of [...koffi.expertise, ...koffi.languages, ...koffi.certifications]) expect(within(dialog).getByText(item)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Work with Koffi' })).toHaveAttribute('href', expect.stringMatching(/^mailto:experts@orisun\.software\?subject=/));
    await expectNoAxeViolations(document.body);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();

    await user.click(open);
    await screen.findByRole('dialog', { name: koffi.name });
    const overlay = document.querySelector('[data-part="Overlay"]') as HTMLElement;
    await user.pointer({ keys: '[MouseLeft]', target: overlay });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

/** The application form's controls, by role and label. */
function form() {
  const region = screen.getByRole('form', { name: 'Become a Consultant' });
  const inForm = within(region);
  return {
    region,
    name: inForm.getByRole('textbox', { name: /^Full name/ }),
    email: inForm.getByRole('textbox', { name: /^E-mail address/ }),
    portfolio: inForm.getByRole('textbox', { name: /^Portfolio URL/ }),
    rate: inForm.getByRole('spinbutton', { name: /^Hourly rate/ }),
    availability: (label: string) => inForm.getByRole('radio', { name: label }),
    location: inForm.getByRole('textbox', { name: /^Location/ }),
    expertise: inForm.getByRole('group', { name: /^Areas of expertise/ }),
    area: (label: string) => inForm.getByRole('checkbox', { name: label }),
    custom: inForm.getByRole('textbox', { name: /^Add another area/ }),
    add: inForm.getByRole('button', { name: 'Add' }),
    bio: inForm.getByRole('textbox', { name: /^Short bio/ }),
    submit: inForm.getByRole('button', { name: /Submit Application|Submitting/ }),
  };
}

async function openApplyTab(user: User) {
  render(<ConsultantsView />);
  await user.click(screen.getByRole('tab', { name: 'Become a Consultant' }));
  await screen.findByRole('form', { name: 'Become a Consultant' });
}

async function fillIn(user: User) {
  const f = form();
  await user.type(f.name, 'Kemi Adebayo');
  await user.type(f.email, 'kemi@example.com');
  await user.type(f.portfolio, 'https://kemi.dev');
  await user.type(f.rate, '75');
  await user.click(f.availability('Project-based'));
  await user.type(f.location, 'Abeokuta, Nigeria');
  await user.click(f.area('Payments & fintech'));
  await user.click(f.area('Mobile apps'));
  await user.type(f.bio, 'Eight years of payment apps for cooperatives.');
}

describe('Become a Consultant', { timeout: 60_000 }, () => {
  it('offers the first ten areas, full-time chosen; no axe violations', async () => {
    const user = userEvent.setup();
    await openApplyTab(user);
    const f = form();
    expect(within(f.expertise).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(expertiseOptions.slice(0, 10));
    expect(f.availability('Full-time')).toBeChecked();
    expect(window.location.hash).toBe('#apply');
    await expectNoAxeViolations(document.body);
  });

  it('shows the spec sentences for a missing portfolio, a low rate and one area, and sends nothing', async () => {
    const user = userEvent.setup();
    await openApplyTab(user);
    const f = form();
    await user.type(f.name, 'Kemi Adebayo');
    await user.type(f.email, 'kemi@example.com');
    await user.type(f.rate, '40');
    await user.click(f.area('React & Next.js'));
    await user.type(f.bio, 'Bio.');
    await user.click(f.submit);
    expect(await screen.findByText('Portfolio URL is required')).toBeVisible();
    expect(screen.getByText('The minimum hourly rate is 50 USD.')).toBeVisible();
    expect(screen.getByText('Please select at least 2 areas of expertise')).toBeVisible();
    expect(f.portfolio).toHaveFocus();
    expect(f.portfolio).toHaveAttribute('aria-invalid', 'true');
    expect(f.expertise).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it('adds an area of its own once, only when not empty, and chooses it', async () => {
    const user = userEvent.setup();
    await openApplyTab(user);
    const f = form();
    await user.click(f.add);
    expect(within(f.expertise).getAllByRole('checkbox')).toHaveLength(10);
    await user.type(f.custom, '  USSD   menus {Enter}');
    expect(f.area('USSD menus')).toBeChecked();
    expect(f.custom).toHaveValue('');
    await user.type(f.custom, 'ussd menus');
    await user.click(f.add);
    await user.type(f.custom, 'cloud & devops{Enter}');
    expect(within(f.expertise).getAllByRole('checkbox')).toHaveLength(11);
    expect(f.area('Cloud & DevOps')).toBeChecked();
    // The form was not sent by Enter.
    expect(requests).toEqual([]);
  });

  it("sends the application and says 'Application received! We will review your submission.'; the form clears", async () => {
    const user = userEvent.setup();
    await openApplyTab(user);
    await fillIn(user);
    await user.type(form().custom, 'Cooperative banking{Enter}');
    await user.click(form().submit);
    const notice = (await screen.findByText('Application received! We will review your submission.')).closest('[role="status"]');
    expect(notice).toHaveFocus();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: endpoints.submitConsultantApplication.path,
        body: {
          name: 'Kemi Adebayo',
          email: 'kemi@example.com',
          portfolioUrl: 'https://kemi.dev',
          rate: 75,
          availability: 'project-based',
          location: 'Abeokuta, Nigeria',
          expertise: ['Mobile apps', 'Payments & fintech', 'Cooperative banking'],
          bio: 'Eight years of payment apps for cooperatives.',
          isCompanyMember: false,
          website: '',
        },
      },
    ]);
    const f = form();
    expect(f.name).toHaveValue('');
    expect(f.rate).toHaveValue(null);
    expect(f.availability('Full-time')).toBeChecked();
    expect(within(f.expertise).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(f.expertise).queryAllByRole('checkbox', { checked: true })).toEqual([]);
  });

  it("says so when the e-mail has applied before (409), keeps the form and offers e-mail", async () => {
    server.use(respondWithError(endpoints.submitConsultantApplication, 409, { error: consultantApplicationMessages.duplicate }));
    const user = userEvent.setup();
    await openApplyTab(user);
    await fillIn(user);
    await user.click(form().submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(consultantApplicationMessages.duplicate);
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('link', { name: 'Send it by e-mail instead' })).toHaveAttribute('href', expect.stringContaining('mailto:experts@orisun.software'));
    expect(form().name).toHaveValue('Kemi Adebayo');
  });

  it('puts a 400 on its field, and says when the server cannot be reached or asks to wait', async () => {
    server.use(
      respondWithError(endpoints.submitConsultantApplication, 400, { issues: [{ path: 'portfolioUrl', message: 'Portfolio URL is required' }] }),
    );
    const user = userEvent.setup();
    await openApplyTab(user);
    await fillIn(user);
    await user.click(form().submit);
    expect(await screen.findByText('Portfolio URL is required')).toBeVisible();
    expect(form().portfolio).toHaveFocus();

    server.use(respondWithNetworkError(endpoints.submitConsultantApplication));
    await user.click(form().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline: nothing was sent.');

    server.use(respondWithError(endpoints.submitConsultantApplication, 429, { retryAfterSeconds: 600 }));
    await user.click(form().submit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please wait 10 minutes before trying again.'));
  });
});
