import { Island } from '../../islands/Island.tsx';
import ConsultantsIsland from './ConsultantsIsland.tsx';

/** `/consultants`: the Expert Network. */
export default function ConsultantsPage() {
  return <Island name="ConsultantsIsland" component={ConsultantsIsland} props={{}} />;
}
