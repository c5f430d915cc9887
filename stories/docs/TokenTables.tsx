import type { CSSProperties, ReactNode } from 'react';
import {
  darkColors,
  fontFamily,
  fontSize,
  fontWeight,
  lightColors,
  palette,
  radius,
  space,
  type ColorRoles,
} from '@orisun/tokens/values';

/**
 * Live tables of the design tokens for the MDX docs pages (stories/Tokens.mdx): every value is
 * read from `@orisun/tokens/values`, so the docs can never show a colour the kit does not use.
 * Docs-only: inline styles are fine here, components read the roles through the contract.
 */

const cell: CSSProperties = { padding: '0.5rem 0.75rem', borderBottom: '1px solid #d8d9e0', textAlign: 'left', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: fontFamily.mono, fontSize: fontSize.sm };

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '1rem 0 2rem' }}>
      <caption style={{ textAlign: 'left', fontWeight: fontWeight.bold, padding: '0.5rem 0' }}>{caption}</caption>
      <thead>
        <tr>{head.map((h) => <th key={h} scope="col" style={cell}>{h}</th>)}</tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      style={{ display: 'inline-block', width: '3rem', height: '1.75rem', borderRadius: radius.sm, background: color, border: '1px solid rgb(0 0 0 / 0.15)' }}
    />
  );
}

/** Flattens the role tree into `bg.canvas`, `tone.accent.solid`, ... with its value. */
function roleEntries(roles: ColorRoles): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.push([name, value]);
      else walk(value as object, name);
    }
  };
  walk(roles, '');
  return out;
}

/** Colour roles (what components read), light and dark side by side. */
export function ColorRoleTable() {
  const dark = new Map(roleEntries(darkColors));
  return (
    <Table caption="Colour roles: light and dark" head={['Role', 'Light', 'Dark']}>
      {roleEntries(lightColors).map(([name, light]) => (
        <tr key={name}>
          <th scope="row" style={{ ...cell, ...code, fontWeight: fontWeight.regular }}>{name}</th>
          <td style={cell}><Swatch color={light} label={`${name} light: ${light}`} /> <code style={code}>{light}</code></td>
          <td style={cell}><Swatch color={dark.get(name)!} label={`${name} dark: ${dark.get(name)}`} /> <code style={code}>{dark.get(name)}</code></td>
        </tr>
      ))}
    </Table>
  );
}

/** The raw 12-step scales the roles are picked from. */
export function PaletteTable({ mode }: { mode: 'light' | 'dark' }) {
  const scales = palette[mode];
  const steps = Array.from({ length: 12 }, (_, i) => i + 1) as (keyof (typeof scales)['gray'])[];
  return (
    <Table caption={`Palette (${mode}): steps 1 to 12`} head={['Scale', ...steps.map(String)]}>
      {Object.entries(scales).map(([name, scale]) => (
        <tr key={name}>
          <th scope="row" style={{ ...cell, ...code, fontWeight: fontWeight.regular }}>{name}</th>
          {steps.map((step) => (
            <td key={step} style={{ ...cell, padding: '0.25rem' }}>
              <Swatch color={scale[step]} label={`${name} ${step}: ${scale[step]}`} />
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

/** Font sizes, each set in its own size, and the weights. */
export function TypeScaleTable() {
  return (
    <>
      <Table caption="Font sizes" head={['Token', 'Value', 'Sample']}>
        {Object.entries(fontSize).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: fontWeight.regular }}>{name}</th>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={{ ...cell, fontFamily: fontFamily.body, fontSize: value }}>Custom software for small businesses</td>
          </tr>
        ))}
      </Table>
      <Table caption="Font weights" head={['Token', 'Value', 'Sample']}>
        {Object.entries(fontWeight).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: fontWeight.regular }}>{name}</th>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={{ ...cell, fontFamily: fontFamily.body, fontWeight: value }}>Lagos, Ogbomosho, Cotonou</td>
          </tr>
        ))}
      </Table>
      <Table caption="Font families" head={['Token', 'Stack']}>
        {Object.entries(fontFamily).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: fontWeight.regular }}>{name}</th>
            <td style={{ ...cell, fontFamily: value }}>{value}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** Spacing steps, each drawn as a bar of its width. */
export function SpaceScaleTable() {
  return (
    <Table caption="Spacing (4 px grid, in rem)" head={['Token', 'Value', 'Size']}>
      {Object.entries(space).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={{ ...cell, ...code, fontWeight: fontWeight.regular }}>{name}</th>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span aria-hidden="true" style={{ display: 'block', width: value, height: '1rem', background: lightColors.tone.accent.solid, borderRadius: radius.sm }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
