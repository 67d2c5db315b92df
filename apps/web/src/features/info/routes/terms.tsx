import { LegalPage, legalUpdated } from '../components/legal-page.tsx';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated={legalUpdated}
      intro="These terms apply when you use PokerHome. By creating an account you accept them."
      sections={[
        {
          heading: 'The service',
          body: 'PokerHome helps you organise poker home games: schedule games, invite players, collect RSVPs and run a tournament clock. It only keeps records. It does not process payments, hold funds, access bank accounts or facilitate gambling; you are responsible for following the laws that apply to your games.',
        },
        {
          heading: 'Your account',
          body: 'Keep your password safe and your e-mail address current. You are responsible for what happens under your account. You may close it at any time from Settings.',
        },
        {
          heading: 'Plans and fees',
          body: 'Participants use PokerHome free. The Host plan costs $1.99 per month after a 14-day free trial without a credit card; the Advanced plan costs $4.99 per month. During early access billing has not started and no fee is charged. Once billing starts, fees are non-refundable except as required by law and under our 30-day money-back guarantee (a full refund of your first payment), with no partial refunds for unused periods.',
        },
        {
          heading: 'Acceptable use',
          body: 'Do not use PokerHome to send unsolicited e-mail, to harass anyone, to break the law or to attack the service. We may suspend accounts that do.',
        },
        {
          heading: 'Availability',
          body: 'We work to keep the service running and show its state on the System Status page, but we do not promise it will never be interrupted. We are not liable for indirect losses.',
        },
        {
          heading: 'Changes',
          body: 'We will tell you by e-mail before changes to these terms take effect. Questions: use the contact page; we answer within 24 hours on business days.',
        },
      ]}
    />
  );
}
