import { useState } from 'react';
import { photoUrl } from '../api';
import styles from './CardPhoto.module.css';

/**
 * How much a photo's download matters now: `high` for the one card the screen is about, whose small variant is
 * usually the screen's largest paint; `low` for cards under it that are on screen but covered. On a phone's
 * connection every picture fetched at once shares the bandwidth with that one small picture (a returning visitor's
 * feed asked for five photos, ~70 KB, all at high priority).
 */
export type PhotoPriority = 'high' | 'low';

/**
 * The card's photo: the small variant shows at once (blurred), the large one fades in over it once decoded.
 * `eager` for the cards on screen; the rest of the stack loads in the background. With `priority="high"` only the
 * small variant is fetched at high priority (the large one at the browser's default, after it); with `low` both
 * wait for the rest. The large picture comes at the width the layout needs (360 or 1080 px wide variant by
 * `sizes`), so a narrow low-density screen does not pay for 1080 px.
 */
export function CardPhoto({
  photos,
  alt,
  eager = false,
  priority,
  className,
}: {
  photos: { large: string; small: string } | null;
  alt: string;
  eager?: boolean;
  priority?: PhotoPriority;
  className?: string;
}) {
  const [loaded, setLoaded] = useState(false);
  const small = photoUrl(photos?.small);
  const large = photoUrl(photos?.large);
  return (
    <div className={[styles.photo, className].filter(Boolean).join(' ')} data-loaded={loaded}>
      {small ? <img className={styles.small} src={small} alt="" aria-hidden draggable={false} decoding="async" fetchPriority={priority ?? 'auto'} /> : null}
      {large ? (
        <img
          className={styles.large}
          src={large}
          srcSet={small ? `${small} 360w, ${large} 1080w` : undefined}
          sizes={small ? '(min-width: 600px) 560px, 100vw' : undefined}
          fetchPriority={priority === 'low' ? 'low' : 'auto'}
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
