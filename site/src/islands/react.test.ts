import { createElement, render, type FunctionComponent } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { IdScopeProvider, useId } from './react.ts';

/** A labelled field, as the kit's fields are: its label names the input through ids from `useId`. */
const Field: FunctionComponent<{ label: string }> = ({ label }) => {
  const id = useId();
  const hint = useId();
  return createElement(
    'p',
    null,
    createElement('label', { for: id }, label),
    createElement('input', { id, 'aria-describedby': hint }),
    createElement('span', { id: hint }, 'hint'),
  );
};

const island = (prefix: string, ...labels: string[]) =>
  createElement(IdScopeProvider, { prefix }, ...labels.map((label) => createElement(Field, { label })));

describe('the islands\' useId (src/islands/react.ts)', () => {
  it('numbers ids per scope, so two islands of a page never share one', () => {
    const html = renderToString(createElement('div', null, island('i1-', 'Name'), island('i2-', 'E-mail')));
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['i1-0', 'i1-1', 'i2-0', 'i2-1']);
  });

  it('gives a form whose code comes after the rest of its island the ids of the prerender', () => {
    // The island with its form: in the prerender at once; in the browser the form comes later (`<Island load="intent">`).
    const page = (withForm: boolean) =>
      createElement(
        IdScopeProvider,
        { prefix: 'i2-' },
        createElement(Field, { label: 'Office' }),
        withForm ? createElement(IdScopeProvider, { prefix: 'i2-f-' }, createElement(Field, { label: 'Name' })) : null,
        createElement(Field, { label: 'Map' }),
      );
    const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    const prerendered = ids(renderToString(page(true)));
    const container = document.createElement('div');
    render(page(false), container);
    render(page(true), container);
    expect(ids(container.innerHTML)).toEqual(prerendered);
    expect(prerendered).toEqual(['i2-0', 'i2-1', 'i2-f-0', 'i2-f-1', 'i2-2', 'i2-3']);
  });
});
