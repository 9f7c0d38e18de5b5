import { fork } from 'effector';

/** The app's single scope, provided to React (style.md); imperative code reaches it through shared/lib/scope. */
export const scope = fork();
