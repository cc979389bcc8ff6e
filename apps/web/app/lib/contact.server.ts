import { parseWithZod } from '@conform-to/zod/v4';
import { submitContact } from './cms.server';
import { CONTACT_FAILURE_MESSAGE, contactSchema, type ContactResponse } from './contact-schema';
import { allowSubmission, RATE_LIMIT_MESSAGE } from './rate-limit.server';

/** Largest body read at all: the five text fields at their limits, URL-encoded, with room to spare. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Handles a contact-form POST for every page that shows the form (home, /services, /contact): size check,
 * per-client rate limit, the shared schema, the honeypot, then `POST /api/contacts`.
 * Never throws: every outcome is a ContactResponse with an HTTP status. Any CMS failure (a refusal or no answer)
 * gives the spec's message 'Failed to send message. Please try again.' (spec §8).
 */
export async function handleContact(
  request: Request,
  clientIp: string,
): Promise<{ response: ContactResponse; status: number }> {
  const fail = (status: number, message: string) => ({
    response: {
      form: 'contact' as const,
      result: { status: 'error' as const, error: { '': [message] } },
      success: false,
    },
    status,
  });

  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return fail(413, CONTACT_FAILURE_MESSAGE);
  if (!(await allowSubmission(clientIp))) return fail(429, RATE_LIMIT_MESSAGE);

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return fail(400, CONTACT_FAILURE_MESSAGE);
  }
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== 'success') {
    return { response: { form: 'contact', result: submission.reply(), success: false }, status: 400 };
  }
  const { website, ...enquiry } = submission.value;
  // A filled honeypot is a bot: answer as if all went well, store nothing.
  if (website)
    return { response: { form: 'contact', result: submission.reply({ resetForm: true }), success: true }, status: 200 };

  try {
    await submitContact(enquiry);
    return { response: { form: 'contact', result: submission.reply({ resetForm: true }), success: true }, status: 201 };
  } catch (error) {
    console.error('Contact enquiry failed:', error);
    return {
      response: {
        form: 'contact',
        result: submission.reply({ formErrors: [CONTACT_FAILURE_MESSAGE] }),
        success: false,
      },
      status: 502,
    };
  }
}
