import { pageMeta } from '../../../components/layout/page-meta.ts';

// Scaffold: the public-site work replaces this with the page's content.
export const meta = () => pageMeta({ title: 'Trailer Care' });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14">
      <h1 className="text-3xl font-extrabold">Trailer Care</h1>
    </div>
  );
}
