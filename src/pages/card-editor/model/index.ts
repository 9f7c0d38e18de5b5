import { sample } from 'effector';
import { cardForm } from '../../../features/card-editor';
import { pathFor } from '../../../shared/config';
import { navigationRequested } from '../../../shared/navigation';

/** A saved card opens on its own screen, where its author sees its state (moderation, private…). */
sample({ clock: cardForm.succeeded, fn: (card) => ({ to: pathFor('show-card', { id: String(card.id) }), replace: true }), target: navigationRequested });
