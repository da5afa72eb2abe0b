-- Sign-in throttling that cannot be aimed at someone else (ADR 0023): failures made with a browser's
-- device cookie count against that device, and the key that signs device cookies is kept with the
-- provider's other secrets, so that every instance accepts the cookies of every other.
alter table sign_in_failures drop constraint sign_in_failures_scope_check;
alter table sign_in_failures
  add constraint sign_in_failures_scope_check check (scope in ('account', 'address', 'device'));

alter table oidc_secrets drop constraint oidc_secrets_name_check;
alter table oidc_secrets
  add constraint oidc_secrets_name_check check (name in ('jwks', 'cookie_keys', 'device_cookie_key'));
