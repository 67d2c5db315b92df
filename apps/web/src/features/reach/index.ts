export { AddToCalendarLink } from './components/add-to-calendar-link.tsx';
export { AdminJobsCard } from './components/admin-jobs-card.tsx';
export { CalendarFeedCard } from './components/calendar-feed-card.tsx';
export { EmailPreferencesCard } from './components/email-preferences-card.tsx';
