import { lazy } from 'react';

export { checkQuestionAsked, answerChosen, checkClosed, answerFx, $check, $checkResult, $isAnswering } from './model';

// The modal is its own chunk, so the feed's first screen does not carry it; the feed preloads it when idle so the
// first check question still opens at once.
const loadModal = () => import('./ui/CheckQuestionModal');
export const preloadCheckQuestionModal = (): Promise<unknown> => loadModal();
export const CheckQuestionModal = lazy(() => loadModal().then((m) => ({ default: m.CheckQuestionModal })));
