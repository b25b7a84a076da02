import { useEffect, useState } from 'react';

/*
 * Whether a product is a favourite is one call per product (the operator's API has no list form).
 * A grid's dozen calls started in the same commit cost a phone one long task (each request's own
 * work on the main thread) just as the page shows, delaying its images and blocking input. The
 * grid's cards take turns instead: one call starts per task, each after the previous card's commit.
 */
const waiting: Array<() => void> = [];
let scheduled: ReturnType<typeof setTimeout> | undefined;

function scheduleNext() {
  if (scheduled !== undefined || waiting.length === 0) return;
  scheduled = setTimeout(() => {
    scheduled = undefined;
    waiting.shift()?.();
  }, 0);
}

/**
 * False until this card's turn to ask whether its product is a favourite has come; then true for
 * good. Turns follow the order in which the cards mounted, one per task; a card that asks nothing
 * (`wanted` false) takes none.
 */
export function useFavouriteCheckTurn(wanted: boolean): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (turn || !wanted) return undefined;
    const release = () => setTurn(true);
    waiting.push(release);
    scheduleNext();
    return () => {
      const at = waiting.indexOf(release);
      if (at >= 0) waiting.splice(at, 1);
      // Its turn taken (its call started in this commit) or given up (it leaves): the next card's comes.
      scheduleNext();
    };
  }, [turn, wanted]);
  return turn;
}
