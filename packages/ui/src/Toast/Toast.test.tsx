import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredToastProvider, ToastProvider, TOAST_DURATION_MS, useToast, type ToastOptions } from './Toast.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { Modal } from '../Modal/Modal.tsx';

function Raise(props: ToastOptions) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(props)}>
      Raise
    </button>
  );
}

const region = () => screen.getByRole('region', { name: /Notifications/ });
const toasts = () => within(region()).queryAllByRole('listitem');

beforeAll(() => {
  // jsdom has no pointer capture; Radix Toast's swipe handling asks for it on pointerup.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('a toast raised from an open modal dialog is not hidden from assistive technology by the dialog', async () => {
    render(
      <ToastProvider>
        <Modal.Root defaultOpen>
          <Modal.Content title="Thread" description="A thread and its replies">
            <Raise type="success" title="Reply posted" />
          </Modal.Content>
        </Modal.Root>
      </ToastProvider>,
    );
    // The dialog hides everything outside it (aria-hidden) but the notifications region.
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Raise' }));
    expect(within(region()).getByText('Reply posted')).toBeVisible();
    expect(region().closest('[aria-hidden="true"]')).toBeNull();
  });

  it('renders a labelled notifications region', () => {
    render(<ToastProvider />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('shows a success toast with title, description and a labelled close button', async () => {
    render(
      <ToastProvider>
        <Raise type="success" title="Message sent" description="We reply within one working day." />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    const [item] = toasts();
    expect(item).toHaveAttribute('data-type', 'success');
    expect(item).toHaveAttribute('data-tone', 'positive');
    expect(within(item!).getByText('Message sent')).toBeInTheDocument();
    expect(within(item!).getByText('We reply within one working day.')).toBeInTheDocument();
    expect(within(item!).getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('announces success politely and errors assertively, naming the type', async () => {
    render(
      <ToastProvider>
        <Raise type="error" title="Could not send" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    const announcer = await screen.findByText(/Error: Could not send/, { selector: '[role=status]' });
    expect(announcer).toHaveAttribute('aria-live', 'assertive');
    expect(toasts()[0]).toHaveAttribute('data-tone', 'critical');
  });

  it('announces success politely', async () => {
    render(
      <ToastProvider>
        <Raise type="success" title="Saved" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    const announcer = await screen.findByText(/Success: Saved/, { selector: '[role=status]' });
    expect(announcer).toHaveAttribute('aria-live', 'polite');
  });

  it(`disappears after ${TOAST_DURATION_MS} ms`, () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Raise type="success" title="Saved" />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Raise' }).click());
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 50));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(100));
    expect(toasts()).toHaveLength(0);
  });

  it('closes on its close button and stacks several toasts', async () => {
    render(
      <ToastProvider>
        <Raise type="success" title="First" />
      </ToastProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(toasts()).toHaveLength(2);
    await user.click(within(toasts()[0]!).getByRole('button', { name: 'Dismiss notification' }));
    expect(toasts()).toHaveLength(1);
  });

  it('inside another provider adds no second region: its toasts go to the outer one', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ToastProvider label="Inner ({hotkey})">
          <Raise type="success" title="Subscribed" />
        </ToastProvider>
      </ToastProvider>,
    );
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Subscribed');
  });

  it('useToast outside a provider says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
  });

  it('DeferredToastProvider: no region until the first toast, which then shows in its region with its type read out', async () => {
    const user = userEvent.setup();
    render(
      <DeferredToastProvider>
        <Raise type="error" title="Reply not sent" />
      </DeferredToastProvider>,
    );
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    const shown = await within(await screen.findByRole('region', { name: /Notifications/ })).findByText('Reply not sent');
    expect(shown).toBeVisible();
    expect(toasts()[0]).toHaveTextContent('Error: Reply not sent');
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(toasts()).toHaveLength(2);
  });

  it('DeferredToastProvider inside a ToastProvider adds nothing: its toasts go to the outer one', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <DeferredToastProvider>
          <Raise type="success" title="Signed in" />
        </DeferredToastProvider>
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Signed in');
  });
});
