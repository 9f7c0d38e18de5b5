import { fetchLearningCards, type LearningCard, type LearningStage } from '../../../entities/learning';
import { createPagedList } from '../../../shared/lib/paged-list';

export const PAGE_SIZE = 20;

/** One stage's cards on the learning page, page by page (GET learning/cards); another stage starts over. */
export const stageCards = createPagedList<LearningStage, LearningCard>((stage, cursor) => fetchLearningCards({ stage, cursor, limit: PAGE_SIZE }));
