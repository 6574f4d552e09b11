/**
 * Counts the turns of this thread's event loop from now until `stop()`: how often other work
 * got its turn meanwhile. Work that holds the thread leaves one turn at most; no clock involved.
 */
export function countTurns(): { stop(): number } {
  let turns = 0;
  let counting = true;
  const count = () => {
    turns++;
    if (counting) setImmediate(count);
  };
  setImmediate(count);
  return {
    stop() {
      counting = false;
      return turns;
    },
  };
}
