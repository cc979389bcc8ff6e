import { describe, expect, it } from 'vitest';
import { interviewEmail, type InterviewEmailFacts } from './interview-emails';

const facts: InterviewEmailFacts = {
  change: 'invitation',
  reader: { role: 'candidate', name: 'Ada <Lovelace>', email: 'ada@example.com', timeZone: 'America/New_York' },
  jobTitle: 'Site Engineer',
  company: 'Meridian',
  candidateName: 'Ada <Lovelace>',
  round: 2,
  kind: 'on-site',
  startsAt: new Date('2027-03-20T15:00:00Z'),
  lengthMinutes: 60,
  address: 'Tower 2, Dubai',
  calendar: { method: 'REQUEST', ics: 'BEGIN:VCALENDAR', uid: 'u@x', sequence: 0 },
};

describe('interviewEmail', () => {
  it('tells the candidate the time in their zone, names the zone, and carries the invitation', () => {
    const email = interviewEmail(facts);
    expect(email).toMatchObject({
      kind: 'interview-invitation',
      to: 'ada@example.com',
      subject: 'Interview: Site Engineer — Saturday 20 March 2027, 11:00 (America/New_York, GMT-4)',
      calendar: facts.calendar,
    });
    expect(email.text).toContain('You are invited to an interview for Site Engineer at Meridian');
    expect(email.text).toContain('Times in this e-mail are in America/New_York.');
    expect(email.text).toContain('Address: Tower 2, Dubai');
    expect(email.text).toContain('Round: 2');
    expect(email.html).toContain('Ada &#60;Lovelace&#62;');
    expect(email.html).not.toContain('<Lovelace>');
  });

  it('shows a contact the old and the new time of a move; a cancellation and a reminder have their kinds', () => {
    const moved = interviewEmail({
      ...facts,
      change: 'move',
      reader: { role: 'contact', name: 'Berta', email: 'berta@meridian.example', timeZone: 'Europe/Berlin' },
      startsAt: new Date('2027-03-31T08:00:00Z'),
      previousStartsAt: new Date('2027-03-20T15:00:00Z'),
    });
    expect(moved.text).toContain('We have moved the interview of Ada <Lovelace> for Site Engineer (Meridian)');
    expect(moved.text).toContain('When: Wednesday 31 March 2027, 10:00 (Europe/Berlin, GMT+2)');
    expect(moved.text).toContain('Was: Saturday 20 March 2027, 16:00 (Europe/Berlin, GMT+1)');
    const cancel = interviewEmail({
      ...facts,
      change: 'cancellation',
      calendar: { ...facts.calendar!, method: 'CANCEL' },
    });
    expect(cancel.kind).toBe('interview-cancellation');
    expect(cancel.text).toContain('removes it from your calendar');
    const reminder = interviewEmail({ ...facts, change: 'reminder', calendar: undefined });
    expect(reminder).toMatchObject({ kind: 'interview-reminder' });
    expect(reminder.calendar).toBeUndefined();
  });

  it('writes a candidate who applied in Arabic in Arabic, right to left, Latin digits; staff and contacts in English', () => {
    const arabic = { ...facts.reader, language: 'ar' as const };
    const email = interviewEmail({ ...facts, reader: arabic, lengthMinutes: 90 });
    expect(email.subject).toMatch(/^مقابلة: Site Engineer — السبت، 20 مارس 2027.* 11:00 \(America\/New_York\)$/);
    expect(email.text).toContain('ندعوك إلى مقابلة لوظيفة Site Engineer لدى Meridian، في السبت، 20 مارس 2027');
    expect(email.text).toContain('المواعيد في هذه الرسالة بتوقيت America/New_York.');
    expect(email.text).toContain('المدة: ساعة و30 دقيقة');
    expect(email.text).toContain('نوع المقابلة: حضورية');
    expect(email.text).toContain('العنوان: Tower 2, Dubai');
    expect(email.text).toContain('تضيف الدعوة المرفقة المقابلة إلى تقويمك');
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    // No English sentence or label is left (the job, the company and the zone are names).
    expect(email.text).not.toMatch(/\b(?:Hello|Interview|When|Length|Round|Times|invited)\b/);
    const moved = interviewEmail({
      ...facts,
      reader: arabic,
      change: 'move',
      previousStartsAt: new Date('2027-03-19T15:00:00Z'),
    });
    expect(moved.text).toContain('غيّرنا موعد مقابلتك لوظيفة Site Engineer لدى Meridian إلى');
    expect(moved.text).toMatch(/الموعد السابق: الجمعة، 19 مارس 2027/);
    // The same reader as a contact (never Arabic: the team's and the clients' e-mails are English).
    const contact = interviewEmail({ ...facts, reader: { ...arabic, role: 'contact' } });
    expect(contact.text).toContain('An interview of Ada <Lovelace> for Site Engineer (Meridian) is booked for');
    expect(contact.html).toContain('<html lang="en">');
  });
});
