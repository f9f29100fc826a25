/**
 * The outcome labels the rules text uses (spec: Win1, X, 1X, handicaps, totals, exact score, set-and-match,
 * half/full time, winning margin, next goal or point), in the page order. The labels are the same betting
 * terms in every brand's text, so the engine lists them and each language pack words them.
 * Plain data (no React): the page and its e2e test read the same list.
 */
export const OUTCOME_TYPES = [
  'win1',
  'draw',
  'win2',
  'win1OrDraw',
  'noDraw',
  'drawOrWin2',
  'handicap1',
  'handicap2',
  'total',
  'evenOdd',
  'exactScore',
  'setAndMatch',
  'halfFull',
  'winningMargin',
  'nextGoal',
] as const;
