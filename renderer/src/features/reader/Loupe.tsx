import { useEffect, useState, type RefObject } from 'react';

/** The magnifier's diameter in pixels. */
const SIZE = 200;
/** Under a finger the magnifier sits above it, so the finger does not hide what it shows. */
const FINGER_LIFT = SIZE / 2 + 36;

interface Lens {
  x: number;
  y: number;
  touch: boolean;
  src: string;
  box: { left: number; top: number; width: number; height: number };
}

/**
 * A round magnifier (1.5 to 4 times) over the page under the pointer or finger, for low vision. It
 * draws the page image itself, enlarged, so it stays sharp at any magnification.
 */
export function Loupe({ zoom, areaRef }: { zoom: number; areaRef: RefObject<HTMLElement | null> }) {
  const [lens, setLens] = useState<Lens | null>(null);

  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const follow = (event: PointerEvent) => {
      const box = document
        .elementsFromPoint(event.clientX, event.clientY)
        .find((element) => element.matches('[data-page-box]'));
      const image = box?.querySelector('img');
      if (!box || !image) {
        setLens(null);
        return;
      }
      const r = box.getBoundingClientRect();
      setLens({
        x: event.clientX,
        y: event.clientY,
        touch: event.pointerType === 'touch',
        src: image.currentSrc || image.src,
        box: { left: r.left, top: r.top, width: r.width, height: r.height },
      });
    };
    area.addEventListener('pointermove', follow);
    area.addEventListener('pointerdown', follow);
    return () => {
      area.removeEventListener('pointermove', follow);
      area.removeEventListener('pointerdown', follow);
    };
  }, [areaRef]);

  if (!lens) return null;
  const { box } = lens;
  const top = lens.y - SIZE / 2 - (lens.touch ? FINGER_LIFT : 0);
  return (
    <div
      aria-hidden="true"
      data-testid="reader-loupe"
      data-zoom={zoom}
      className="pointer-events-none fixed z-30 rounded-full border-4 border-gold shadow-2xl forced-colors:border-[Highlight]"
      style={{
        width: SIZE,
        height: SIZE,
        left: lens.x - SIZE / 2,
        top: Math.max(top, 0),
        backgroundColor: '#0b0b1a',
        backgroundImage: `url("${lens.src}")`,
        backgroundRepeat: 'no-repeat',
        backgroundSize: `${box.width * zoom}px ${box.height * zoom}px`,
        backgroundPosition: `${SIZE / 2 - (lens.x - box.left) * zoom}px ${SIZE / 2 - (lens.y - box.top) * zoom}px`,
      }}
    />
  );
}
