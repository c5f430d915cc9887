import type { CSSProperties } from 'react';
import { fontWeight } from '@orisun/tokens/values';
import { componentStatus, statusMeaning, type ComponentStatus } from './componentStatus.ts';

/** The kit's components and their status (componentStatus.ts), each linked to its docs page. For Getting started. */
const cell: CSSProperties = { padding: '0.4rem 0.75rem', borderBottom: '1px solid #d8d9e0', textAlign: 'left' };
export const docsId = (name: string) => `components-${name.toLowerCase()}--docs`;

export function ComponentStatusTable() {
  const order: ComponentStatus[] = ['stable', 'beta', 'orisun'];
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '1rem 0 2rem' }}>
      <caption style={{ textAlign: 'left', fontWeight: fontWeight.bold, padding: '0.5rem 0' }}>
        Every component of @orisun/ui and its status
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>Status</th>
          <th scope="col" style={cell}>What it means</th>
          <th scope="col" style={cell}>Components</th>
        </tr>
      </thead>
      <tbody>
        {order.map((status) => (
          <tr key={status}>
            <th scope="row" style={{ ...cell, verticalAlign: 'top' }}>{status}</th>
            <td style={{ ...cell, verticalAlign: 'top' }}>{statusMeaning[status]}</td>
            <td style={cell}>
              {Object.entries(componentStatus)
                .filter(([, value]) => value === status)
                .map(([name], index) => (
                  <span key={name}>
                    {index ? ', ' : ''}
                    <a href={`?path=/docs/${docsId(name)}`} target="_top">{name}</a>
                  </span>
                ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
