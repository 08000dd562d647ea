/**
 * Carousel following the WAI-ARIA APG Carousel pattern (basic variant):
 * https://www.w3.org/WAI/ARIA/apg/patterns/carousel/
 *  - `section aria-roledescription="carousel"` with a label; each slide is
 *    `role="group" aria-roledescription="slide" aria-label="2 of 5"`; only the current one shows.
 *  - Previous/Next buttons (wrapping), plus ArrowLeft/ArrowRight/Home/End while focus is inside.
 *  - The slide container is `aria-live="polite"`, so a slide change is announced; while rotating
 *    automatically it is `aria-live="off"` (APG: no announcements during rotation).
 *  - The position shows between the buttons ("2 of 3", with a dot per slide, the current one
 *    filled), and the new slide slides in, so a step is seen (issue 16); both are hidden from
 *    assistive technology, which hears the slide's own name.
 *  - No autoplay unless `autoplayMs` is given. Then the rotation control is the first control in
 *    order, rotation pauses while hovered and stops when keyboard focus enters (APG rule), and
 *    only the rotation control restarts it.
 * Imported on its own (lazily from the result card), so it stays out of the first-screen bundle.
 */
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { safeImageUrl } from '../../schema/index.ts';
import { realClock } from '../../store/index.ts';
import type { TimerLike } from '../hooks/index.ts';

export interface CarouselProps<T> {
  /** Accessible name of the carousel, e.g. "Event photos". */
  label: string;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Key of each slide. @default its index */
  getKey?: (item: T, index: number) => string;
  /** Rotate every so many milliseconds; omitted means never. */
  autoplayMs?: number;
  /** @default 0 */
  initialIndex?: number;
  /** @default the global setTimeout/clearTimeout */
  timers?: TimerLike;
}

export function Carousel<T>(props: CarouselProps<T>) {
  const { label, items, renderItem, getKey, autoplayMs, initialIndex = 0, timers = realClock } = props;
  const count = items.length;
  const [index, setIndex] = useState(() => clampIndex(initialIndex, count));
  const [isRotating, setIsRotating] = useState(autoplayMs !== undefined);
  const [isHovered, setIsHovered] = useState(false);
  const slidesId = useId();
  const current = clampIndex(index, count);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (!isRotating || isHovered || autoplayMs === undefined || count < 2) return;
    const handle = timers.setTimeout(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => timers.clearTimeout(handle);
  }, [isRotating, isHovered, autoplayMs, count, current, timers]);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setIsRotating(false);
    go(next);
  };

  return (
    <section
      className="facet-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        // APG: focus entering the carousel stops rotation, except on the rotation control itself,
        // which would otherwise undo a pointer user's own press.
        if (!(event.target as HTMLElement).closest('[data-rotation-control]')) setIsRotating(false);
      }}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
    >
      <div className="facet-carousel-controls">
        {autoplayMs !== undefined ? (
          <Button
            className="facet-button"
            data-rotation-control=""
            onPress={() => setIsRotating((r) => !r)}
            aria-label={isRotating ? 'Stop automatic slide show' : 'Start automatic slide show'}
          >
            {isRotating ? 'Pause' : 'Play'}
          </Button>
        ) : null}
        <Button className="facet-button" aria-controls={slidesId} onPress={() => go(current - 1)} isDisabled={count < 2}>
          <span aria-hidden="true">‹ </span>Previous slide
        </Button>
        <span className="facet-carousel-position" aria-hidden="true">
          {`${current + 1} of ${count}`}
          <span className="facet-carousel-dots">
            {items.map((_, i) => <span key={i} className="facet-carousel-dot" data-current={i === current || undefined} />)}
          </span>
        </span>
        <Button className="facet-button" aria-controls={slidesId} onPress={() => go(current + 1)} isDisabled={count < 2}>
          Next slide<span aria-hidden="true"> ›</span>
        </Button>
      </div>
      <div id={slidesId} className="facet-carousel-slides" aria-live={isRotating ? 'off' : 'polite'} aria-atomic="false">
        {items.map((item, i) => (
          <div
            key={getKey ? getKey(item, i) : i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            className="facet-carousel-slide"
            hidden={i !== current}
          >
            {i === current ? renderItem(item, i) : null}
          </div>
        ))}
      </div>
    </section>
  );
}

function clampIndex(index: number, count: number): number {
  return count === 0 ? 0 : Math.min(Math.max(0, index), count - 1);
}

export interface ImageSlide {
  src: string;
  alt: string;
  /** Kept when the result gave them, so the image keeps its proportions. */
  width?: number;
  height?: number;
}

/** A carousel of images, the shape result cards use for lists of image URLs. */
export function ImageCarousel({ label, images, autoplayMs, timers }: { label: string; images: readonly ImageSlide[]; autoplayMs?: number; timers?: TimerLike }) {
  return (
    <Carousel
      label={label}
      items={images}
      getKey={(image, i) => `${i}:${image.src}`}
      renderItem={(image) => {
        // The URL policy (issue 12 item 2) once more, for callers that did not filter: a refused source is text.
        const src = safeImageUrl(image.src);
        if (src === null) return <span className="facet-text">{image.src}</span>;
        return <img className="facet-carousel-image" src={src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />;
      }}
      {...(autoplayMs !== undefined ? { autoplayMs } : {})}
      {...(timers ? { timers } : {})}
    />
  );
}
