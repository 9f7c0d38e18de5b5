import { useState } from 'react';
import { photoUrl } from '../api';
import styles from './CardPhoto.module.css';

/**
 * The card's photo: the small variant shows at once (blurred), the large one fades in over it once decoded.
 * `eager` for the cards on screen; the rest of the stack loads in the background. `priority` for the one card the
 * screen is about (usually its largest paint): fetched before other images. The large picture comes at the width
 * the layout needs (360 or 1080 px wide variant by `sizes`), so a narrow low-density screen does not pay for 1080 px.
 */
export function CardPhoto({
  photos,
  alt,
  eager = false,
  priority = false,
  className,
}: {
  photos: { large: string; small: string } | null;
  alt: string;
  eager?: boolean;
  priority?: boolean;
  className?: string;
}) {
  const [loaded, setLoaded] = useState(false);
  const small = photoUrl(photos?.small);
  const large = photoUrl(photos?.large);
  return (
    <div className={[styles.photo, className].filter(Boolean).join(' ')} data-loaded={loaded}>
      {small ? <img className={styles.small} src={small} alt="" aria-hidden draggable={false} decoding="async" fetchPriority={priority ? 'high' : 'auto'} /> : null}
      {large ? (
        <img
          className={styles.large}
          src={large}
          srcSet={small ? `${small} 360w, ${large} 1080w` : undefined}
          sizes={small ? '(min-width: 600px) 560px, 100vw' : undefined}
          fetchPriority={priority ? 'high' : 'auto'}
          alt={alt}
          draggable={false}
          decoding="async"
          loading={eager ? 'eager' : 'lazy'}
          onLoad={() => setLoaded(true)}
        />
      ) : null}
    </div>
  );
}
