import { useState } from 'react';

/**
 * The text of a search box whose query is in the address (the forum's `?q=`, the desk's): it follows the address (Back,
 * a tag, a category) and keeps what is typed in between. A query the box sent itself once typing paused does not
 * overwrite it: on a slow phone the reader has typed on by the time the address changes, and those letters were lost
 * ("passw", then "ord" typed, read "passwrd").
 */
export function useSearchBox(query: string) {
  const [text, setText] = useState(query);
  const [textFor, setTextFor] = useState(query);
  const [sent, setSent] = useState<string | null>(null);
  if (textFor !== query) {
    setTextFor(query);
    if (query !== sent) setText(query);
    setSent(null);
  }
  /** Say so just before the box puts `query` in the address. */
  const sending = (next: string) => setSent(next);
  return { text, setText, sending };
}
