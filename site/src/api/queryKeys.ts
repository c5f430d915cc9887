/**
 * The query-key convention of the site's TanStack Query hooks: every key starts with its area (the
 * domain noun: `briefs`, `applications`, `tickets`, `threads`), then what it names:
 *
 * - `[area]`: everything of the area (what a mutation invalidates once it has changed the area);
 * - `[area, 'list', params]`: one list (the desk's tickets, the forum's threads), `params` its filters;
 * - `[area, 'detail', id]`: one item;
 * - `[area, action]`: a mutation (`['briefs', 'submit']`), for `useMutationState` and devtools.
 *
 * Build keys with `areaKeys` so the shapes stay the same everywhere; invalidating `keys.all`
 * then reaches every list and item of the area.
 */
export function areaKeys<const Area extends string>(area: Area) {
  return {
    all: [area] as const,
    list: <const Params extends Readonly<Record<string, unknown>>>(params: Params = {} as Params) => [area, 'list', params] as const,
    detail: <const Id extends string | number>(id: Id) => [area, 'detail', id] as const,
    mutation: <const Action extends string>(action: Action) => [area, action] as const,
  };
}
