import { describe, expect, it } from 'vitest';
import { fillSavedReply, savedReplyInputSchema, unknownPlaceholders } from './savedReplies.ts';

const values = {
  'customer.name': 'Chiamaka Eze',
  'customer.email': 'chiamaka@example.com',
  'ticket.reference': 'ORI-7K3M-9QXD-2HFA-8W4N',
  'ticket.subject': 'Invoices',
  'agent.name': 'Ada Okafor',
};

describe('saved reply placeholders', () => {
  it('fills every known placeholder, each time it appears, and leaves other braces as written', () => {
    expect(fillSavedReply('Hi {customer.name} ({customer.email}), about {ticket.subject} / {ticket.reference}. {agent.name}. {customer.name}!', values)).toBe(
      'Hi Chiamaka Eze (chiamaka@example.com), about Invoices / ORI-7K3M-9QXD-2HFA-8W4N. Ada Okafor. Chiamaka Eze!',
    );
    expect(fillSavedReply('JSON {"a": 1} and {unknown.thing} stay', values)).toBe('JSON {"a": 1} and {unknown.thing} stay');
    // A value that looks like a placeholder is not filled again.
    expect(fillSavedReply('{customer.name}', { ...values, 'customer.name': '{agent.name}' })).toBe('{agent.name}');
  });

  it('names the unknown placeholders once each, and the schema refuses them on the body', () => {
    expect(unknownPlaceholders('{customer.nmae} {ticket.id} {customer.nmae} {agent.name} {x}')).toEqual(['customer.nmae', 'ticket.id']);
    const result = savedReplyInputSchema.safeParse({ title: 'T', body: 'Hello {customer.nmae}' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['body']]);
  });
});
