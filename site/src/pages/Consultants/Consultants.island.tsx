import { ConsultantsView } from './ConsultantsView.tsx';

/** The page as an island (tabs, filters, profiles and the application form). */
export default function ConsultantsIsland() {
  return <ConsultantsView />;
}
