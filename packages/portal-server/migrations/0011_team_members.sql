-- Team members (issue 13): the company's list searched by name, email and position, fast for a company
-- with 100 000 members (bench/team-members.ts). pg_trgm is a trusted extension (PostgreSQL 13 and later:
-- a database owner may create it) and ships with PGlite, which loads it in db/index.ts.
create extension if not exists pg_trgm;

-- What the search looks in, lower-cased. team-members/queries.ts builds the same expression, so that the
-- planner matches it to this index: a `like '%term%'` on it is answered from the trigrams of the term.
create index users_team_member_search_idx on users using gin (
  (lower(given_name || ' ' || family_name || ' ' || email || ' ' || coalesce(position, ''))) gin_trgm_ops
);

-- The list's order (family name, given name, id): a big company's first pages are read in this order and
-- stop after one page, instead of sorting every member.
create index users_name_order_idx on users (lower(family_name), lower(given_name), id);
