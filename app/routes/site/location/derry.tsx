import { pageMeta } from '../../../components/layout/page-meta.ts';

// Scaffold: the public-site work replaces this with the page's content.
export const meta = () => pageMeta({ title: 'Derry Rd W & Mavis Rd' });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14">
      <h1 className="text-3xl font-extrabold">Derry Rd W & Mavis Rd</h1>
    </div>
  );
}
