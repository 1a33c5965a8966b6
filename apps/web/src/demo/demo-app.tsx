import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { DemoForgotPasswordPage } from './auth/forgot-password-page.tsx';
import { DemoResetPasswordPage } from './auth/reset-password-page.tsx';
import { DemoSignInPage } from './auth/sign-in-page.tsx';
import { DemoSignUpPage } from './auth/sign-up-page.tsx';
import { DemoUnlockSessionPage } from './auth/unlock-session-page.tsx';
import { demoPaths } from './lib/demo-paths.ts';
import { useDemoSession } from './lib/demo-session.ts';
import { DemoShell } from './shell/demo-shell.tsx';

const AnalyticsPage = lazy(async () => ({ default: (await import('./analytics/analytics-page.tsx')).AnalyticsPage }));
const ChatPage = lazy(async () => ({ default: (await import('./chat/chat-page.tsx')).ChatPage }));
const ContactsPage = lazy(async () => ({ default: (await import('./contacts/contacts-page.tsx')).ContactsPage }));
const InventoryPage = lazy(async () => ({ default: (await import('./inventory/inventory-page.tsx')).InventoryPage }));
const FileManagerPage = lazy(async () => ({
  default: (await import('./file-manager/file-manager-page.tsx')).FileManagerPage,
}));
const HelpCenterPage = lazy(async () => ({
  default: (await import('./help-center/help-center-page.tsx')).HelpCenterPage,
}));
const IconsPage = lazy(async () => ({ default: (await import('./icons/icons-page.tsx')).IconsPage }));
const MailboxPage = lazy(async () => ({ default: (await import('./mailbox/mailbox-page.tsx')).MailboxPage }));
const NotesPage = lazy(async () => ({ default: (await import('./notes/notes-page.tsx')).NotesPage }));
const TasksPage = lazy(async () => ({ default: (await import('./tasks/tasks-page.tsx')).TasksPage }));
const ScrumboardPage = lazy(async () => ({
  default: (await import('./scrumboard/scrumboard-page.tsx')).ScrumboardPage,
}));

function DemoIndex() {
  const { accessToken } = useDemoSession();
  return <Navigate to={accessToken ? demoPaths.home : demoPaths.signIn} replace />;
}

/** The demo's pages under /demo (descendant routes of the lazy `demo/*` entry). */
export function DemoApp() {
  return (
    <Routes>
      <Route index element={<DemoIndex />} />
      <Route path="sign-in" element={<DemoSignInPage />} />
      <Route path="sign-up" element={<DemoSignUpPage />} />
      <Route path="forgot-password" element={<DemoForgotPasswordPage />} />
      <Route path="reset-password" element={<DemoResetPasswordPage />} />
      <Route path="unlock-session" element={<DemoUnlockSessionPage />} />
      <Route element={<DemoShell />}>
        <Route path="dashboards/analytics" element={<AnalyticsPage />} />
        <Route path="apps/chat" element={<ChatPage />} />
        <Route path="apps/chat/:id" element={<ChatPage />} />
        <Route path="apps/contacts" element={<ContactsPage />} />
        <Route path="apps/contacts/:id" element={<ContactsPage />} />
        <Route path="apps/ecommerce/inventory" element={<InventoryPage />} />
        {/* Part 2: each area routes its own sub-pages below its path. */}
        <Route path="apps/file-manager/*" element={<FileManagerPage />} />
        <Route path="apps/help-center/*" element={<HelpCenterPage />} />
        <Route path="ui/icons/*" element={<IconsPage />} />
        <Route path="apps/mailbox/*" element={<MailboxPage />} />
        <Route path="apps/notes/*" element={<NotesPage />} />
        <Route path="apps/tasks/*" element={<TasksPage />} />
        <Route path="apps/scrumboard/*" element={<ScrumboardPage />} />
      </Route>
      <Route path="*" element={<DemoIndex />} />
    </Routes>
  );
}
