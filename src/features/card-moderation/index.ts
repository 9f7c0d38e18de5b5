export { queueOpened, $queue, $queueStatus, $queueTotal, reviewOpened, approveClicked, rejectClicked, $review, $reviewMissing, $deciding } from './model';
export type { QueueStatus } from './api';
