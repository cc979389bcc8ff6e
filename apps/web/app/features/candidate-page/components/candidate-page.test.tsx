import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_NO_TIME_LEFT_MESSAGE, type CandidateInterview } from '@agency/contract';
import { InterviewItem } from './candidate-page';

/** Renders `element` inside a router (its form needs one), as the server does. */
function render(element: React.ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const proposed = (slots: CandidateInterview['slots']): CandidateInterview => ({
  id: 'i1',
  round: 1,
  kind: 'video',
  status: 'to-pick',
  startsAt: null,
  lengthMinutes: 30,
  videoLink: null,
  address: null,
  slots,
  calendar: false,
});

describe('the pick of a proposed interview time', () => {
  it('offers the times still to come, each sending its index among the times proposed', () => {
    const html = render(
      <InterviewItem
        interview={proposed([{ index: 2, startsAt: '2027-03-20T15:00:00.000Z' }])}
        zone="UTC"
        token="t"
        error={null}
      />,
    );
    expect(html).toContain('Pick a time that suits you');
    expect(html).toContain('value="2"');
    expect(html).not.toContain(CANDIDATE_NO_TIME_LEFT_MESSAGE);
  });

  it('says so in plain words when every time proposed has passed, with no form to send', () => {
    const html = render(<InterviewItem interview={proposed([])} zone="UTC" token="t" error={null} />);
    expect(html).toContain(CANDIDATE_NO_TIME_LEFT_MESSAGE);
    expect(html).not.toContain('Book this time');
  });
});
