export { ledgerQueryKey, ledgerQueryOptions, useCheckIn, useReverseEntry } from './api/ledger.ts';
export { FinancePanel } from './components/finance-panel.tsx';
export { LedgerTab } from './components/ledger-tab.tsx';
export { PayoutsPrompt } from './components/payouts-prompt.tsx';
export { PayoutsTable } from './components/payouts-table.tsx';
export { ReportDownloads } from './components/report-downloads.tsx';
export { SettleUpCard } from './components/settle-up-card.tsx';
export { UnpaidBountiesForGame } from './components/unpaid-bounties-card.tsx';
