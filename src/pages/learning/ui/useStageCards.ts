import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchLearningCards, type LearningCard, type LearningStage } from '../../../entities/learning';

export const PAGE_SIZE = 20;

/** One stage's cards, page by page (GET learning/cards); switching stage starts over. */
export function useStageCards(stage: LearningStage, refreshKey: unknown) {
  const [cards, setCards] = useState<LearningCard[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const request = useRef(0);

  const load = useCallback(
    async (from: string | null, replace: boolean) => {
      const id = ++request.current;
      setLoading(true);
      setFailed(false);
      try {
        const page = await fetchLearningCards({ stage, cursor: from, limit: PAGE_SIZE });
        if (id !== request.current) return;
        setCards((prev) => (replace ? page.data : [...prev, ...page.data.filter((c) => !prev.some((p) => p.id === c.id))]));
        setCursor(page.meta.nextCursor);
        setLoaded(true);
      } catch {
        if (id === request.current) setFailed(true);
      } finally {
        if (id === request.current) setLoading(false);
      }
    },
    [stage],
  );

  useEffect(() => {
    setCards([]);
    setCursor(null);
    setLoaded(false);
    void load(null, true);
  }, [load, refreshKey]);

  return {
    cards,
    loading,
    failed,
    loaded,
    hasMore: cursor !== null,
    more: () => void load(cursor, false),
    retry: () => void load(null, true),
  };
}
