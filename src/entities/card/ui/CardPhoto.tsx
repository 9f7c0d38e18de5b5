import { useState } from 'react';
import { photoUrl } from '../api';
import styles from './CardPhoto.module.css';

/**
 * The card's photo: the small variant shows at once (blurred), the large one fades in over it once decoded.
 * `eager` for the cards on screen; the rest of the stack loads in the background.
 */
export function CardPhoto({ photos, alt, eager = false, className }: { photos: { large: string; small: string } | null; alt: string; eager?: boolean; className?: string }) {
  const [loaded, setLoaded] = useState(false);
  const small = photoUrl(photos?.small);
  const large = photoUrl(photos?.large);
  return (
    <div className={[styles.photo, className].filter(Boolean).join(' ')} data-loaded={loaded}>
      {small ? <img className={styles.small} src={small} alt="" aria-hidden draggable={false} decoding="async" /> : null}
      {large ? (
        <img
          className={styles.large}
          src={large}
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
