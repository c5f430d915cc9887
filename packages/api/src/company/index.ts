/**
 * `@orisun/api/company`: the company's facts that both the site and the server act on (offices and
 * their mailboxes, the people, the events catalogue, its words in each language and its reservation rules, the
 * Expert Network's rules). Plain data and functions, no zod, so a page's first load can read them cheaply. Page copy
 * stays in `site/src/content`; the pages the server answers with an app shell are `@orisun/api/routing`.
 */
export * from './company.ts';
export * from './consultantRules.ts';
export * from './events.ts';
export * from './eventWords/index.ts';
export * from './offices.ts';
export * from './people.ts';
