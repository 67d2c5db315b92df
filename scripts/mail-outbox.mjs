// `npm run mail:outbox`: prints the e-mails a running development server kept (no SMTP_URL set).
const base = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
try {
  const res = await fetch(`${base}/api/dev/outbox`);
  if (!res.ok)
    throw new Error(`the server answered ${res.status} (is it in production mode or using SMTP_URL?)`);
  const { data } = await res.json();
  if (data.messages.length === 0) console.info('The outbox is empty.');
  for (const m of data.messages.reverse()) {
    console.info(
      `--- ${m.createdAt}  to: ${m.to}  [${m.kind}, ${m.status}]\nSubject: ${m.subject}\n\n${m.text}\n`,
    );
  }
} catch (error) {
  console.error(`Could not read the outbox at ${base}: ${error.message}`);
  process.exit(1);
}
