import { describe, expect, it } from 'vitest';
import { deskHref, isOldDeskAddress, readDeskAddress } from './deskAddress.ts';

const read = (search: string) => readDeskAddress(new URLSearchParams(search));

describe('the desk address', () => {
  it('names the view, the open ticket, the search and the page', () => {
    expect(read('?view=unassigned&ticket=ORI-7K3M-9QXD-2HFA-8W4N&q=invoice&page=3')).toEqual({
      place: 'unassigned',
      ticket: 'ORI-7K3M-9QXD-2HFA-8W4N',
      q: 'invoice',
      page: 3,
    });
  });

  it('opens on All open; unknown views and pages fall back to the defaults', () => {
    expect(read('')).toEqual({ place: 'open', ticket: undefined, q: '', page: 1 });
    expect(read('?view=closed&page=-2')).toMatchObject({ place: 'open', page: 1 });
    expect(read('?view=users').place).toBe('users');
  });

  it('reads a reference as people type it', () => {
    expect(read('?ticket=ori 7k3m 9qxd 2hfa 8w4n').ticket).toBe('ORI-7K3M-9QXD-2HFA-8W4N');
  });

  it('maps the old tabs (?tab=) to their places', () => {
    expect(read('?tab=tickets').place).toBe('open');
    expect(read('?tab=forum').place).toBe('forum');
    expect(read('?tab=mail').place).toBe('mail');
    expect(isOldDeskAddress(new URLSearchParams('?tab=users'))).toBe(true);
    expect(isOldDeskAddress(new URLSearchParams('?view=users'))).toBe(false);
  });

  it('writes addresses that read back the same, defaults left out', () => {
    expect(deskHref({})).toBe('/admin/dashboard');
    const href = deskHref({ place: 'mine', ticket: 'ORI-7K3M-9QXD-2HFA-8W4N', q: 'a b', page: 2 });
    expect(href).toBe('/admin/dashboard?view=mine&q=a+b&page=2&ticket=ORI-7K3M-9QXD-2HFA-8W4N');
    expect(read(href.slice(href.indexOf('?')))).toEqual({ place: 'mine', ticket: 'ORI-7K3M-9QXD-2HFA-8W4N', q: 'a b', page: 2 });
  });
});
