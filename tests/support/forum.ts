import { waitFor, within } from '@testing-library/react';

/**
 * The thread dialog's reply field once the real reply box (its form loads on use: site/src/pages/Forum/PostForms.tsx)
 * has taken over from the plain one drawn first. A test that types at once would type into the plain box as it goes.
 */
export async function loadedReplyField(label: string): Promise<HTMLTextAreaElement> {
  const box = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('[data-component="ReplyBox"]');
    if (!element) throw new Error('The reply box has not loaded yet');
    return element;
  });
  return within(box).getByRole('textbox', { name: label });
}
