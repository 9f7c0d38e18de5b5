// The modal is imported by path (features/check-question/ui/CheckQuestionModal) from the feed's lazy modal chunk,
// so the first screen does not carry it.
export { answerChosen, checkClosed, answerFx, $check, $chosen, $checkResult, $isAnswering, $answerFailed } from './model';
export type { OpenCheck } from './model';
