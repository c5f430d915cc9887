import { liveSentences } from './messages/index.ts';

/**
 * The sentences the server answers an accepted submission with (the 200's `message`), in the request's language
 * (docs/adr/0033), written once: the server's routes send them and the MSW mocks answer with them, so a story shows
 * what the server says. (The Expert Network's is `consultantApplicationMessages.accepted`, with the rest of its rules.)
 */
export const acceptedAnswers = liveSentences((m) => m.accepted);
