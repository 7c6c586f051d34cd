import { pageMeta } from '../../../components/layout/page-meta.ts';

// Scaffold: the public-site work replaces this with the page's content.
export const meta = () => pageMeta({ title: 'Dean Dr & Concession Rd 7' });

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14">
      <h1 className="text-3xl font-extrabold">Dean Dr & Concession Rd 7</h1>
    </div>
  );
}
