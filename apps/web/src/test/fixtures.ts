import type { User } from '@pokerhome/domain';
import { fixtureBuilder } from '@/test/fixture-builder.ts';

export const userFixture = fixtureBuilder<User>(() => ({
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'participant',
  username: null,
  displayName: 'Ada Lovelace',
  avatar: null,
  isGuest: false,
  emailVerified: true,
  twoFactorEnabled: false,
  timeZone: 'UTC',
  createdAt: '2025-01-01T00:00:00.000Z',
}));
