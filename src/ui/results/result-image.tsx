// Drawing result images: one image, or a list of them as a carousel (loaded lazily, so the
// carousel stays out of the first screen; its first image shows while it loads).
import { Suspense } from 'react';
import { lazyComponent } from '../hooks/index.ts';
import { safeImageUrl } from '../../schema/index.ts';
import type { ResultImage } from './image-values.ts';

const LazyImageCarousel = lazyComponent('image-carousel', () => import('./carousel.tsx').then((m) => m.ImageCarousel));

/**
 * One result image, keeping a given width and height, loaded lazily by the browser. A source the
 * URL policy refuses (issue 12 item 2) is shown as text, whoever built the image.
 */
export function ResultImageView({ image, className }: { image: ResultImage; className: string }) {
  const src = safeImageUrl(image.src);
  if (src === null) return <span className="facet-text">{image.src}</span>;
  return <img className={className} src={src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />;
}

/** A list of images: one as an image, two or more as a carousel named `label`. */
export function ImageList({ images, label }: { images: readonly ResultImage[]; label: string }) {
  const first = images[0];
  if (!first) return <span className="facet-empty">None</span>;
  if (images.length === 1) return <ResultImageView image={first} className="facet-card-image" />;
  return (
    <Suspense fallback={<ResultImageView image={first} className="facet-card-image" />}>
      <LazyImageCarousel label={label} images={images} />
    </Suspense>
  );
}
