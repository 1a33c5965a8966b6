function emptyRects(): DOMRectList {
  return Object.assign([], { item: () => null });
}

/**
 * jsdom has no layout: ProseMirror measures the selection to scroll it into view. Run it before
 * tests that render the rich-text editor: `beforeAll(stubEditorLayout)`.
 */
export function stubEditorLayout(): void {
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
}
