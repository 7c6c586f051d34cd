import { SIGNATURE_DRAWING_PATTERN } from '../../../domain/agreement.schema.ts';

/** The pad's own coordinates, whatever its size on screen: 3 wide for 1 high. */
export const PAD_WIDTH = 600;
export const PAD_HEIGHT = 200;

/**
 * A point closer than this to the last one kept adds nothing a reader of the signature could see,
 * only characters: a fast pointer reports dozens of points per stroke that lie on the same pixel.
 */
const MIN_STEP = 2.5;

/**
 * The most characters a drawing may take. The server takes up to 20,000; stopping well before
 * leaves room for the longest point ("L600 200 ") the limit is checked against.
 */
export const DRAWING_BUDGET = 12_000;

export type Point = { x: number; y: number };

/** A drawing as it is made: the SVG path data so far, and the last point kept (to thin the next). */
export interface Drawing {
  path: string;
  last: Point | null;
  /** Every stroke's points are in: a point more would take the path past DRAWING_BUDGET. */
  full: boolean;
}

export const EMPTY_DRAWING: Drawing = { path: '', last: null, full: false };

/** Whole units inside the pad: moves and lines in integers match SIGNATURE_DRAWING_PATTERN. */
function onPad(point: Point): Point {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  return { x: clamp(point.x, PAD_WIDTH), y: clamp(point.y, PAD_HEIGHT) };
}

function append(drawing: Drawing, command: 'M' | 'L', point: Point): Drawing {
  const part = `${drawing.path === '' ? '' : ' '}${command}${point.x} ${point.y}`;
  if (drawing.path.length + part.length > DRAWING_BUDGET) return { ...drawing, full: true };
  return { path: drawing.path + part, last: point, full: false };
}

/** A new stroke where the pointer went down. */
export function startStroke(drawing: Drawing, at: Point): Drawing {
  return drawing.full ? drawing : append(drawing, 'M', onPad(at));
}

/** The stroke goes on to `to`, unless it is too close to the last point kept to matter. */
export function extendStroke(drawing: Drawing, to: Point): Drawing {
  if (drawing.full || drawing.last === null) return drawing;
  const point = onPad(to);
  if (Math.hypot(point.x - drawing.last.x, point.y - drawing.last.y) < MIN_STEP) return drawing;
  return append(drawing, 'L', point);
}

/**
 * The pointer came up. A tap with no movement leaves a lone move, which draws nothing: it becomes
 * a dot (a line to the same point, drawn with round caps), as a pen's tap on paper does.
 */
export function endStroke(drawing: Drawing): Drawing {
  const lastStroke = drawing.path.slice(drawing.path.lastIndexOf('M'));
  if (drawing.last === null || lastStroke.includes('L')) return { ...drawing, last: null };
  return { ...append(drawing, 'L', drawing.last), last: null };
}

/** What is sent with the signature: the path data, or nothing when no drawing was made. */
export function drawingToSend(drawing: Drawing): string | undefined {
  return drawing.path !== '' && SIGNATURE_DRAWING_PATTERN.test(drawing.path) ? drawing.path : undefined;
}
