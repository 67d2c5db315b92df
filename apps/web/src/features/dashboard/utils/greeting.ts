const newAccountMs = 24 * 60 * 60_000;

/**
 * The dashboard's greeting: "Welcome back" only to someone who has been here before. An account
 * created within the last day is greeted as new (docs/site.md).
 */
export function greeting(user: { firstName: string; createdAt: string }, now: Date): string {
  const age = now.getTime() - new Date(user.createdAt).getTime();
  return age < newAccountMs ? `Welcome, ${user.firstName}` : `Welcome back, ${user.firstName}`;
}
