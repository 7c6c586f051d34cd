import { useRef, useState, type PointerEvent } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { SECONDARY_BUTTON } from './status-buttons.ts';
import {
  EMPTY_DRAWING,
  PAD_HEIGHT,
  PAD_WIDTH,
  drawingToSend,
  endStroke,
  extendStroke,
  startStroke,
  type Drawing,
  type Point,
} from './signature-path.ts';

/** Where the pointer is, in the pad's own units, whatever size the pad has on screen. */
function padPoint(event: PointerEvent<SVGSVGElement>): Point {
  const box = event.currentTarget.getBoundingClientRect();
  const x = event.clientX - box.left;
  const y = event.clientY - box.top;
  // A pad not laid out (no size) has no scale to apply: its units are the pointer's.
  return {
    x: box.width > 0 ? (x * PAD_WIDTH) / box.width : x,
    y: box.height > 0 ? (y * PAD_HEIGHT) / box.height : y,
  };
}

/**
 * An optional drawn signature, with a mouse, a finger or a pen. The typed name is the signature;
 * this adds a likeness of a hand-written one for those who want it, so it takes no keyboard focus
 * (only its Clear button does) and a screen reader hears what it is and that it may be left alone.
 * An SVG path rather than a canvas: it is the very data sent, it scales with the page, and it is
 * the same markup on the server and in the browser, with its height set by its 3:1 shape before
 * any script runs (nothing moves when the scripts start).
 */
export function SignaturePad({ onChange }: { onChange: (drawing: string | undefined) => void }) {
  const { t } = useI18n();
  const [drawing, setDrawing] = useState<Drawing>(EMPTY_DRAWING);
  // Pointer moves can come faster than renders: each one builds on the latest drawing, kept here.
  const latest = useRef<Drawing>(EMPTY_DRAWING);
  const drawingPointer = useRef<number | null>(null);

  function update(next: Drawing) {
    latest.current = next;
    setDrawing(next);
    return next;
  }

  function down(event: PointerEvent<SVGSVGElement>) {
    if (drawingPointer.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    drawingPointer.current = event.pointerId;
    // Moves outside the pad still belong to the stroke (jsdom has no pointer capture).
    const pad: Partial<Pick<SVGSVGElement, 'setPointerCapture'>> = event.currentTarget;
    pad.setPointerCapture?.(event.pointerId);
    update(startStroke(latest.current, padPoint(event)));
  }

  function move(event: PointerEvent<SVGSVGElement>) {
    if (event.pointerId !== drawingPointer.current) return;
    update(extendStroke(latest.current, padPoint(event)));
  }

  function up(event: PointerEvent<SVGSVGElement>) {
    if (event.pointerId !== drawingPointer.current) return;
    drawingPointer.current = null;
    onChange(drawingToSend(update(endStroke(latest.current))));
  }

  function clear() {
    drawingPointer.current = null;
    update(EMPTY_DRAWING);
    onChange(undefined);
  }

  const empty = drawing.path === '';
  return (
    <fieldset aria-describedby="signature-pad-help">
      <legend className="font-semibold">{t('status.sign.drawing')}</legend>
      <p id="signature-pad-help" className="text-sm text-slate-700">
        {t('status.sign.drawingHelp')}
      </p>
      <svg
        role="img"
        aria-label={t(empty ? 'status.sign.drawingEmpty' : 'status.sign.drawingMade')}
        viewBox={`0 0 ${PAD_WIDTH} ${PAD_HEIGHT}`}
        className="mt-2 block aspect-[3/1] w-full touch-none rounded-md border-2 border-slate-500 bg-white"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      >
        <line x1="24" y1="160" x2="576" y2="160" className="stroke-slate-300" strokeWidth="2" />
        <path
          d={drawing.path}
          data-testid="signature-drawing"
          fill="none"
          className="stroke-navy-900"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="button" className={SECONDARY_BUTTON} onClick={clear}>
          {t('status.sign.drawingClear')}
        </button>
        <p role="status" className="text-sm">
          {drawing.full ? t('status.sign.drawingFull') : ''}
        </p>
      </div>
    </fieldset>
  );
}
