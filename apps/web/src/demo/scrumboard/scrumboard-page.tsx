import { Route, Routes } from 'react-router';
import { BoardPage } from './board-page.tsx';
import { BoardsPage } from './boards-page.tsx';

/** The scrumboard: the boards at /demo/apps/scrumboard, one board at …/boards/{id}. */
export function ScrumboardPage() {
  return (
    <Routes>
      <Route index element={<BoardsPage />} />
      <Route path="boards/:id" element={<BoardPage />} />
      <Route path="*" element={<BoardsPage />} />
    </Routes>
  );
}
