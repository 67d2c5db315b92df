import type { RegistrableRole } from '@pokerhome/domain';

/**
 * The landing page's words (docs/site.md). Each claim is something the product does
 * today; what it does not do yet is said plainly in `roadmap` (spec README: claims are features).
 */
export const coreFeatures = [
  {
    title: 'A clock that never stops',
    text: 'The tournament clock runs on the server. Close the laptop, lose Wi-Fi, restart a phone: every screen comes back to the same second.',
  },
  {
    title: 'Random seat draw',
    text: 'Starting a tournament draws seats at random and spreads players evenly over tables of up to 9.',
  },
  {
    title: 'Table balancing',
    text: 'After each elimination you get the move or the table break a tournament director would call, applied in one click.',
  },
  {
    title: 'Display mode for the TV',
    text: 'Open a secret display link on the TV: level, blinds, countdown, players left and payouts, with no account needed.',
  },
  {
    title: 'Live eliminations',
    text: 'Knock-outs, finishing positions and who eliminated whom reach every phone the moment the host records them.',
  },
  {
    title: 'RSVP by e-mail or link',
    text: 'Invite players by e-mail (they answer without an account) or share one link you can cap or turn off. A full game keeps a waiting list and promotes by itself.',
  },
  {
    title: 'Automatic reminders',
    text: 'Players get a reminder 24 hours and 2 hours before the game with a calendar file and a one-click "can\'t make it" that frees the seat; no-shows count in their reliability.',
  },
  {
    title: 'Recurring games',
    text: 'League organizers schedule a weekly, fortnightly or monthly game once: each night is created ahead of time and the regulars are invited.',
  },
  {
    title: 'The money ledger',
    text: 'Buy-ins, rebuys, add-ons and payouts recorded per player, with who still owes what, and the game report as PDF or CSV.',
  },
  {
    title: 'Templates you can share',
    text: 'League organizers (the Advanced plan) save a tournament or cash game setup as a template, make it public for everyone, and schedule a game from it in a click.',
  },
  {
    title: 'Works offline',
    text: 'Install the app on your phone. With the network gone it shows your games and the clock from what it last saw, and catches up when you are back.',
  },
  {
    title: 'Prize pool and payouts',
    text: 'The prize pool follows buy-ins and house fees, and payouts come from presets by field size or your own percentages.',
  },
  {
    title: 'Leagues and seasons',
    text: 'Seasons score themselves from each tournament: points formulas, knockout bonuses, best-N, tie-breaks and a public table for the TV.',
  },
  {
    title: 'Reports that settle arguments',
    text: 'Player history, ROI, ITM and head-to-head; try another formula on real results before you switch; PDF and CSV.',
  },
  {
    title: 'Your data, your call',
    text: 'Export everything we hold about you as JSON, or delete your account, from Settings at any time.',
  },
] as const;

/** Said honestly rather than promised (issue: the landing page promises nothing the product lacks). */
export const roadmap = [
  'Native iOS and Android apps (the web app already works on phones and installs as an app)',
  'API access for your own tools',
] as const;

export const stats = [
  { value: '2+ hours', label: 'saved per game night' },
  { value: '< 5 min', label: 'to set up a tournament' },
  { value: '9', label: 'players per table at the draw' },
  { value: '0', label: 'payments handled: we only keep records' },
] as const;

export const steps = [
  {
    title: 'Create your game',
    text: 'Pick tournament or cash game, date, place, buy-in and blind structure.',
  },
  {
    title: 'Invite your players',
    text: 'By search, by e-mail or with a link. Watch the RSVPs and the waiting list fill in.',
  },
  {
    title: 'Shuffle up and deal',
    text: 'Start the tournament: seats are drawn and the clock runs on every screen.',
  },
] as const;

/**
 * What each plan line really is today, shown after it in the pricing (docs/site.md, "Claims"): a line
 * without a note is true as written. The plans are the spec's; where the product differs, it says so.
 */
export const planNotes: Readonly<Record<string, string>> = {
  // Nothing counts scheduled games yet: saying the limit without saying so would be untrue.
  '3 scheduled games at once': 'not enforced during early access',
  // Recurring games and templates are for league organizers (Advanced), not the Host plan yet.
  '1 recurring game template': 'on our roadmap: recurring games are on Advanced today',
  // The per-game ceiling for organizers is 100 players (capabilities).
  'Unlimited games and players': 'up to 100 players per game',
  'API access': 'on our roadmap',
  'White-label options': 'on our roadmap',
};

export type Plan = {
  name: string;
  price: string;
  period: string;
  badge?: string;
  features: readonly string[];
  cta: string;
  /** The role the plan's button chooses on the register screen. */
  role: RegistrableRole;
};

export const plans: readonly Plan[] = [
  {
    name: 'Participant',
    price: 'Free',
    period: 'forever',
    features: [
      'Join unlimited games',
      'View tournament clocks',
      'Personal stats',
      'RSVP to invitations',
      'Game history',
      'Mobile and desktop',
    ],
    cta: 'Join Free',
    role: 'participant',
  },
  {
    name: 'Host',
    price: '$1.99',
    period: 'per month',
    badge: 'Most Popular',
    features: [
      'Up to 30 players per game',
      '3 scheduled games at once',
      '1 recurring game template',
      'Financial tracking tools',
      'All participant features',
      'Email support',
      'Export game reports',
    ],
    cta: 'Start 14-Day Free Trial',
    role: 'host',
  },
  {
    name: 'Advanced',
    price: '$4.99',
    period: 'per month',
    badge: 'Full Power',
    features: [
      'Unlimited games and players',
      'Unlimited scheduled games and templates',
      'League management',
      'Advanced reporting',
      'Priority support',
      'API access',
      'White-label options',
    ],
    cta: 'Get Advanced',
    role: 'organizer',
  },
];

export const faq = [
  {
    q: 'Do you handle money or bets?',
    a: 'No. PokerHome does not process payments, hold funds, access bank accounts or facilitate gambling. It only keeps your records: who played, buy-ins, payouts.',
  },
  {
    q: 'Is there a free trial?',
    a: 'Billing has not started: during early access every plan is free and no card is asked for, so no trial clock runs yet. When billing starts, the Host plan comes with a 14-day free trial, no credit card required.',
  },
  {
    q: 'What is the money-back guarantee?',
    a: 'Once billing starts, paid plans carry a 30-day guarantee: contact support within 30 days and we refund your first payment in full. Today nothing is charged, so there is nothing to refund.',
  },
  {
    q: 'What happens when I downgrade?',
    a: 'The unused portion of your plan is credited to your account. Our Terms also say fees are otherwise non-refundable except as the law and the guarantee require.',
  },
  {
    q: 'What happens to my data if I cancel?',
    a: 'We keep it for 90 days so you can come back, then delete it. You can export or delete it yourself from Settings at any time.',
  },
  {
    q: 'Do my players need an account?',
    a: 'No. Invited players can answer from the e-mailed link, and the TV display link needs no account. An account lets them see all their games and follow their table.',
  },
  {
    q: 'How fast do you answer support?',
    a: 'Within 24 hours on business days, through the contact page.',
  },
] as const;
