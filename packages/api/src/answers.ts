/**
 * The sentences the server answers an accepted submission with (the 200's `message`), written once: the server's
 * routes send them and the MSW mocks answer with them, so a story shows what the server says.
 * (The Expert Network's is `consultantApplicationMessages.accepted`, with the rest of its rules.)
 */
export const acceptedAnswers = {
  /** `POST /submit-form`. */
  projectBrief: "Thank you for your submission! We'll get back to you within 24 hours.",
  /** `POST /contact`, naming the city of the office the visitor chose (docs/product.md §2.7). */
  contactMessage: (city: string) => `Message Sent! Our ${city} team will respond within 24 hours.`,
  /** `POST /apply`. */
  teamApplication: "Thank you for your submission! We'll get back to you once your application is analyzed.",
  /** `POST /reservation`, naming the event and the address the confirmation went to. */
  reservation: (eventTitle: string, email: string) =>
    `Your seat at ${eventTitle} is reserved. We've e-mailed the details and a calendar invite to ${email}.`,
} as const;
