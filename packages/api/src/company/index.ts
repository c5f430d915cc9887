/**
 * `@orisun/api/company`: the company's facts that both the site and the server act on (offices and
 * their mailboxes, the people, the events catalogue and its reservation rules, the Expert Network's
 * rules, the pages the server answers with an app shell). Plain data and functions, no zod, so a
 * page's first load can read them cheaply. Page copy stays in `site/src/content`.
 */
export * from './company.ts';
export * from './consultantRules.ts';
export * from './events.ts';
export * from './offices.ts';
export * from './people.ts';
export * from './shellPages.ts';
