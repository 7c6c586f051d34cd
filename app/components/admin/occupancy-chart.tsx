import type { YardOccupancy } from '../../../domain/yards.schema.ts';
import { formatDate } from './admin-format.ts';

type YardWeeks = YardOccupancy['yards'][number];

const WIDTH = 640;
const HEIGHT = 160;
const BAR_GAP = 2;

/**
 * One yard's busiest use per week as bars (trucks dark, trailers grey, side by side) under a dashed
 * line at each capacity. A picture of the table beside it, which carries the same figures for
 * screen readers: the drawing is hidden from them.
 */
export function OccupancyChart({ yard }: { yard: YardWeeks }) {
  const top = Math.max(
    1,
    yard.truckCapacity ?? 0,
    yard.trailerCapacity ?? 0,
    ...yard.weeks.flatMap((week) => [week.trucks, week.trailers]),
  );
  const slot = WIDTH / yard.weeks.length;
  const bar = (slot - BAR_GAP * 3) / 2;
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`} className="h-40 w-full max-w-3xl" aria-hidden="true" focusable="false">
      {yard.weeks.map((week, index) => (
        <g key={week.from}>
          <rect
            x={index * slot + BAR_GAP}
            y={y(week.trucks)}
            width={bar}
            height={HEIGHT - y(week.trucks)}
            className="fill-navy-900"
          />
          <rect
            x={index * slot + BAR_GAP * 2 + bar}
            y={y(week.trailers)}
            width={bar}
            height={HEIGHT - y(week.trailers)}
            className="fill-slate-500"
          />
        </g>
      ))}
      {yard.truckCapacity !== null ? (
        <line
          x1={0}
          x2={WIDTH}
          y1={y(yard.truckCapacity)}
          y2={y(yard.truckCapacity)}
          className="stroke-navy-900"
          strokeDasharray="6 4"
          strokeWidth={2}
        />
      ) : null}
      {yard.trailerCapacity !== null ? (
        <line
          x1={0}
          x2={WIDTH}
          y1={y(yard.trailerCapacity)}
          y2={y(yard.trailerCapacity)}
          className="stroke-slate-500"
          strokeDasharray="2 4"
          strokeWidth={2}
        />
      ) : null}
      <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-700" strokeWidth={1} />
    </svg>
  );
}

function free(capacity: number | null, used: number): string {
  return capacity === null ? 'No limit' : String(capacity - used);
}

/** The same figures as the chart: the week, and per kind the busiest day's use and what is left. */
export function OccupancyTable({ yard }: { yard: YardWeeks }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full max-w-3xl text-sm">
        <caption className="text-left font-semibold text-slate-700">Week by week at {yard.name}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="py-1 pr-3">
              Week of
            </th>
            <th scope="col" className="py-1 pr-3">
              Truck spaces used
            </th>
            <th scope="col" className="py-1 pr-3">
              Truck spaces free
            </th>
            <th scope="col" className="py-1 pr-3">
              Trailer spaces used
            </th>
            <th scope="col" className="py-1">
              Trailer spaces free
            </th>
          </tr>
        </thead>
        <tbody>
          {yard.weeks.map((week) => (
            <tr key={week.from} className="border-t border-slate-200">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {formatDate(week.from)}
              </th>
              <td className="py-1 pr-3">{week.trucks}</td>
              <td className="py-1 pr-3">{free(yard.truckCapacity, week.trucks)}</td>
              <td className="py-1 pr-3">{week.trailers}</td>
              <td className="py-1">{free(yard.trailerCapacity, week.trailers)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
