/**
 * Priority and match points, each with the reason a user sees ('+2 priority, +40 match: …'): the one score of
 * the import's classification and of the ranking after research.
 */
export class Score {
  priority = 0;
  match = 0;
  readonly reasons: string[] = [];

  add(priority: number, match: number, why: string): void {
    if (priority === 0 && match === 0) return;
    this.priority += priority;
    this.match += match;
    this.reasons.push(`${signed(priority)} priority, ${signed(match)} match: ${why}`);
  }
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}
