import type { PanelBox } from '@shared/schemas/admin-episodes.schemas';
import { type PointerEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';

type Point = { x: number; y: number };
type Rect = Pick<PanelBox, 'x' | 'y' | 'w' | 'h'>;

const WORDS = { description: '', descriptionAr: '', lettering: '', letteringAr: '' };
const tenth = (value: number) => Math.round(value * 10) / 10;
const within = (value: number) => Math.min(100, Math.max(0, value));

/** The rectangle between two points, in tenths of a percent. */
const rectOf = (a: Point, b: Point): Rect => ({
  x: tenth(Math.min(a.x, b.x)),
  y: tenth(Math.min(a.y, b.y)),
  w: tenth(Math.abs(a.x - b.x)),
  h: tenth(Math.abs(a.y - b.y)),
});

const placed = (rect: Rect) => ({
  left: `${rect.x}%`,
  top: `${rect.y}%`,
  width: `${rect.w}%`,
  height: `${rect.h}%`,
});

/** `list` with the item at `from` moved to `to`. */
export const moved = <T,>(list: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** Up, down and remove, for a page or a panel in its list. */
export function MoveButtons(props: {
  index: number;
  last: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const { index } = props;
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => props.onMove(index - 1)}
        disabled={index === 0}
      >
        {t('episodes.up')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => props.onMove(index + 1)}
        disabled={props.last}
      >
        {t('episodes.down')}
      </Button>
      <Button size="sm" variant="ghost" onClick={props.onRemove}>
        {t('episodes.remove')}
      </Button>
    </>
  );
}

/** The page with its boxes; a box is drawn by pressing the pointer and dragging it. */
function DrawingSurface(props: {
  image: string;
  label: string;
  panels: PanelBox[];
  onDraw: (rect: Rect) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<Point | null>(null);
  const [end, setEnd] = useState<Point | null>(null);
  const at = (event: PointerEvent<HTMLDivElement>): Point => {
    const frame = ref.current!.getBoundingClientRect();
    return {
      x: within(((event.clientX - frame.left) / frame.width) * 100),
      y: within(((event.clientY - frame.top) / frame.height) * 100),
    };
  };
  const drawing = start && end ? rectOf(start, end) : null;
  return (
    <div
      ref={ref}
      data-testid="panel-surface"
      style={{ cursor: 'crosshair' }}
      className="relative aspect-[2/3] w-72 shrink-0 touch-none overflow-hidden rounded border border-line bg-night select-none"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        setStart(at(event));
        setEnd(at(event));
      }}
      onPointerMove={(event) => {
        if (start) setEnd(at(event));
      }}
      onPointerUp={() => {
        if (drawing && drawing.w >= 1 && drawing.h >= 1) props.onDraw(drawing);
        setStart(null);
        setEnd(null);
      }}
    >
      <img
        src={props.image}
        alt={props.label}
        draggable={false}
        className="absolute inset-0 h-full w-full"
      />
      {props.panels.map((panel, index) => (
        <div key={index} className="absolute border-2 border-gold" style={placed(panel)}>
          <span className="bg-ink px-1 text-xs font-bold text-gold">{index + 1}</span>
        </div>
      ))}
      {drawing && (
        <div
          className="absolute border-2"
          style={{ ...placed(drawing), borderStyle: 'dashed', borderColor: 'currentColor' }}
        />
      )}
    </div>
  );
}

/** One panel's place (number fields, for the keyboard) and words in both languages. */
function PanelFields(props: {
  number: number;
  panel: PanelBox;
  onChange: (change: Partial<PanelBox>) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const label = (name: keyof PanelBox) =>
    t(`episodes.panelFields.${name}`, { panel: props.number });
  const input = 'rounded border border-line bg-night px-2 py-1 text-pearl';
  return (
    <div className="grid flex-1 gap-2 sm:grid-cols-4">
      {(['x', 'y', 'w', 'h'] as const).map((field) => (
        <input
          key={field}
          type="number"
          min={0}
          max={100}
          step={0.1}
          aria-label={label(field)}
          value={props.panel[field]}
          onChange={(event) => props.onChange({ [field]: Number(event.target.value) })}
          className={input}
        />
      ))}
      {(['description', 'descriptionAr', 'lettering', 'letteringAr'] as const).map((field) => (
        <input
          key={field}
          aria-label={label(field)}
          dir={field.endsWith('Ar') ? 'rtl' : 'ltr'}
          lang={field.endsWith('Ar') ? 'ar' : 'en'}
          value={props.panel[field]}
          onChange={(event) => props.onChange({ [field]: event.target.value })}
          className={`${input} sm:col-span-2`}
        />
      ))}
    </div>
  );
}

/**
 * The panel boxes of one page: drawn on the page with the pointer or added and placed with number
 * fields, each with its description and lettering in English and Arabic, in reading order.
 */
export function PanelsEditor(props: {
  page: number;
  image: string;
  panels: PanelBox[];
  onChange: (panels: PanelBox[]) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const { panels, onChange } = props;
  const change = (index: number, update: Partial<PanelBox>) =>
    onChange(panels.map((panel, i) => (i === index ? { ...panel, ...update } : panel)));
  return (
    <section
      aria-labelledby="panels-heading"
      className="flex flex-col gap-3 rounded-lg border border-line p-3"
    >
      <h4 id="panels-heading" className="font-semibold text-sand">
        {t('episodes.panelsOf', { page: props.page })}
      </h4>
      <p className="text-sm text-mist">{t('episodes.panelsHint')}</p>
      <div className="flex flex-wrap gap-4">
        <DrawingSurface
          image={props.image}
          label={t('episodes.drawOn', { page: props.page })}
          panels={panels}
          onDraw={(rect) => onChange([...panels, { ...rect, ...WORDS }])}
        />
        <ol className="flex min-w-60 flex-1 flex-col gap-3">
          {panels.map((panel, index) => (
            <li
              key={index}
              data-testid="panel-row"
              className="flex flex-col gap-2 border-b border-line pb-2"
            >
              <span className="font-semibold text-sand">
                {t('episodes.panel', { panel: index + 1 })}
              </span>
              <PanelFields
                number={index + 1}
                panel={panel}
                onChange={(update) => change(index, update)}
              />
              <div className="flex gap-2">
                <MoveButtons
                  index={index}
                  last={index === panels.length - 1}
                  onMove={(to) => onChange(moved(panels, index, to))}
                  onRemove={() => onChange(panels.filter((_, i) => i !== index))}
                />
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onChange([...panels, { x: 0, y: 0, w: 50, h: 50, ...WORDS }])}
        >
          {t('episodes.addPanel')}
        </Button>
      </div>
    </section>
  );
}
