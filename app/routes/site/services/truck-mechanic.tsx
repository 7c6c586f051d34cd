import { pageMeta } from '../../../components/layout/page-meta.ts';

// Scaffold: the public-site work replaces this with the page's content.
export const meta = () => pageMeta({ title: 'Truck Mechanic' });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14">
      <h1 className="text-3xl font-extrabold">Truck Mechanic</h1>
    </div>
  );
}
