/**
 * The subject rule (docs/security.md, "Mail subjects"): a subject holds people's names and game
 * names as they typed them, so it could be made to read as addresses or further headers
 * (`Eve" <attacker@evil.test>, x Bcc: …`). Every subject loses its double quotes, angle brackets
 * and control characters (CR and LF included), and its runs of white space become one space.
 * Nodemailer already encodes the header, so this is about what the reader sees, not injection.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const notInSubjects = /["<>\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export const mailSubject = (subject: string) =>
  subject.replace(notInSubjects, ' ').replace(/\s+/g, ' ').trim();
