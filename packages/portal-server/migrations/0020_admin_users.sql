-- The platform's user list (issue 26, ADR 0028): every user in name order, searched by name and email,
-- over 100 000 users. A first page is the first 25 entries of the name-order index; a search finds its
-- candidates through the trigrams of each word. Both read the users table alone.
create index users_admin_name_order_idx on users (lower(family_name), lower(given_name), id);
create index users_admin_search_idx on users
  using gin ((lower(given_name || ' ' || family_name || ' ' || email)) gin_trgm_ops);
