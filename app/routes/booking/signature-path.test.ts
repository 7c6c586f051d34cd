import { expect, test } from 'vitest';
import { SIGNATURE_DRAWING_PATTERN } from '../../../domain/agreement.schema.ts';
import {
  DRAWING_BUDGET,
  EMPTY_DRAWING,
  drawingToSend,
  endStroke,
  extendStroke,
  startStroke,
  type Point,
} from './signature-path.ts';

function stroke(points: Point[], from = EMPTY_DRAWING) {
  const [first, ...rest] = points;
  if (!first) return from;
  return endStroke(rest.reduce(extendStroke, startStroke(from, first)));
}

test('strokes become moves and lines in whole units, kept inside the pad', () => {
  const drawing = stroke(
    [
      { x: 10.4, y: 20.6 },
      { x: 30.5, y: 40 },
      { x: 700, y: -5 },
    ],
    stroke([
      { x: 1, y: 1 },
      { x: 5, y: 5 },
    ]),
  );
  expect(drawing.path).toBe('M1 1 L5 5 M10 21 L31 40 L600 0');
  expect(drawing.path).toMatch(SIGNATURE_DRAWING_PATTERN);
});

test('points too close to the last one kept are left out', () => {
  const drawing = stroke([
    { x: 10, y: 10 },
    { x: 11, y: 11 },
    { x: 12, y: 10 },
    { x: 13, y: 10 },
  ]);
  expect(drawing.path).toBe('M10 10 L13 10');
});

test('a tap is a dot; no stroke is no drawing to send', () => {
  expect(stroke([{ x: 50, y: 60 }]).path).toBe('M50 60 L50 60');
  expect(drawingToSend(EMPTY_DRAWING)).toBeUndefined();
  expect(drawingToSend(stroke([{ x: 50, y: 60 }]))).toBe('M50 60 L50 60');
});

test('a drawing stops taking points at its budget, well within what the server takes', () => {
  let drawing = EMPTY_DRAWING;
  for (let line = 0; line < 100 && !drawing.full; line += 1) {
    const points = Array.from({ length: 200 }, (_, step) => ({ x: (step * 3) % 600, y: 20 + (line % 170) }));
    drawing = stroke(points, drawing);
  }
  expect(drawing.full).toBe(true);
  expect(drawing.path.length).toBeLessThanOrEqual(DRAWING_BUDGET);
  expect(DRAWING_BUDGET).toBeLessThan(20_000);
  const before = drawing.path;
  expect(
    stroke(
      [
        { x: 1, y: 1 },
        { x: 100, y: 100 },
      ],
      drawing,
    ).path,
  ).toBe(before);
  expect(drawingToSend(drawing)).toMatch(SIGNATURE_DRAWING_PATTERN);
});
