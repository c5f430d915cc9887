import { Island } from '../../islands/Island.tsx';
import ConsultantsIsland from './Consultants.island.tsx';

/** `/consultants`: the Expert Network. */
export default function ConsultantsPage() {
  return <Island component={ConsultantsIsland} props={{}} />;
}
