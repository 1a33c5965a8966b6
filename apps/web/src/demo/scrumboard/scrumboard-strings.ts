import { type DemoStrings } from '../lib/demo-text.ts';
import { scrumboardBoardsStrings, type ScrumboardBoardsTextKey } from './scrumboard-boards-strings.ts';
import { scrumboardCanvasStrings, type ScrumboardCanvasTextKey } from './scrumboard-canvas-strings.ts';
import { scrumboardCardStrings, type ScrumboardCardTextKey } from './scrumboard-card-strings.ts';

export type ScrumboardTextKey = ScrumboardBoardsTextKey | ScrumboardCanvasTextKey | ScrumboardCardTextKey;

/**
 * The scrumboard's texts in the five interface languages (Spanish is the default): one table for
 * the area, put together from the texts of its parts (boards, board canvas, card dialog), each kept
 * in its own file.
 */
export const scrumboardStrings: DemoStrings<ScrumboardTextKey> = {
  es: { ...scrumboardBoardsStrings.es, ...scrumboardCanvasStrings.es, ...scrumboardCardStrings.es },
  cat: { ...scrumboardBoardsStrings.cat, ...scrumboardCanvasStrings.cat, ...scrumboardCardStrings.cat },
  eu: { ...scrumboardBoardsStrings.eu, ...scrumboardCanvasStrings.eu, ...scrumboardCardStrings.eu },
  ga: { ...scrumboardBoardsStrings.ga, ...scrumboardCanvasStrings.ga, ...scrumboardCardStrings.ga },
  en: { ...scrumboardBoardsStrings.en, ...scrumboardCanvasStrings.en, ...scrumboardCardStrings.en },
};
