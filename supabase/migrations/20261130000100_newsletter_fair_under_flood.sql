-- Fair under flood for sign-ups too (decision 0061, as the contact form's): a sign-up counts against its
-- IPv6 /64, /56 and /48 (an IPv4 address is all three), each with a limit of its own, in place of the
-- storage ceiling everyone shared; a deferred confirmation mail goes before a new one, one network in turn;
-- a network keeps a bounded number waiting (its oldest dropped beyond them); the deferred rows have an
-- absolute cap; and a sweep on a timer sends what waits, not only the next sign-up. As it re-creates the
-- sign-up's function, it also refuses a reused Idempotency-Key with another body, as the contact form does.
-- Re-defines subscribe_newsletter and release_deferred_newsletter_mails (new parameters, so dropped and
-- created) and forget_newsletter_data.

alter table public.newsletter_requests
  add column client_subnet_hash text check (client_subnet_hash ~ '^[0-9a-f]{64}$'),
  add column client_network_hash text check (client_network_hash ~ '^[0-9a-f]{64}$');
create index newsletter_requests_subnet_idx on public.newsletter_requests (client_subnet_hash, received_at);
create index newsletter_requests_network_idx on public.newsletter_requests (client_network_hash, received_at);

-- The request's body (address, consent, honeypot) as a salted HMAC, so a replay is told from another sign-up
-- under the same key without the address kept in the clear. Null for requests older than this migration.
alter table public.newsletter_requests add column body_hash text check (body_hash ~ '^[0-9a-f]{64}$');

-- The /48 (or IPv4 address) of the sign-up whose mail waits: deferred mail takes its turn by it.
alter table public.newsletter_subscribers
  add column deferred_network_hash text check (deferred_network_hash ~ '^[0-9a-f]{64}$'),
  add constraint newsletter_subscribers_deferred_network check (mail_deferred_at is not null or deferred_network_hash is null);

-- Whether the mailbox of `p_email` was sent a confirmation mail after `p_since`: one a day at most, whoever
-- signs it up and however.
create function public.newsletter_mailed_since(p_email text, p_since timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select from public.newsletter_subscribers where lower(email) = lower(p_email) and mailed_at > p_since);
$$;

drop function public.subscribe_newsletter(uuid, text, text, boolean, text, timestamptz, integer, integer, integer, text, text,
  integer, integer);

-- One round trip that decides a sign-up atomically. Every accepted request takes the same path whatever
-- the address's state, and answers alike; `mail_to` is set only when this request claimed the address's
-- confirmation mail (at most one per mailbox per p_mail_interval_seconds). A used key with another body is
-- `key_reused`, whatever the address's state.
create function public.subscribe_newsletter(
  p_idempotency_key uuid,
  p_body_hash text,
  p_email text,
  p_consent text,
  p_honeypot boolean,
  p_client_address_hash text,
  p_client_subnet_hash text,
  p_client_network_hash text,
  p_now timestamptz,
  p_window_seconds integer,
  p_address_max integer,
  p_subnet_max integer,
  p_network_max integer,
  p_global_limit_max integer,
  p_held_per_network integer,
  p_unsent_max integer,
  p_confirm_token_hash text,
  p_unsubscribe_token_hash text,
  p_confirm_seconds integer,
  p_mail_interval_seconds integer
)
returns table (outcome text, retry_after_seconds integer, mail_to text)
language plpgsql
set search_path = ''
as $$
declare
  window_start timestamptz := p_now - make_interval(secs => p_window_seconds);
  full_until timestamptz;
  mails_left integer;
  subscriber public.newsletter_subscribers%rowtype;
  seen public.newsletter_requests%rowtype;
  beyond uuid[];
begin
  -- Serialise every sign-up: the mail budget is one count, and a newsletter form's rate is low.
  perform pg_advisory_xact_lock(hashtextextended('public.subscribe_newsletter', 0));

  select * into seen from public.newsletter_requests where idempotency_key = p_idempotency_key;
  if found then
    return query select case when seen.body_hash <> p_body_hash then 'key_reused' else 'accepted' end,
      null::integer, null::text;
    return;
  end if;

  -- Each prefix against its own limit; a full one is free again when its oldest sign-up leaves the window.
  select max(oldest) into full_until from (
    select min(received_at) as oldest from public.newsletter_requests
    where client_address_hash = p_client_address_hash and received_at > window_start
    having count(*) >= p_address_max
    union all
    select min(received_at) from public.newsletter_requests
    where client_subnet_hash = p_client_subnet_hash and received_at > window_start
    having count(*) >= p_subnet_max
    union all
    select min(received_at) from public.newsletter_requests
    where client_network_hash = p_client_network_hash and received_at > window_start
    having count(*) >= p_network_max
  ) full_prefixes;

  if full_until is not null then
    return query select 'rate_limited'::text,
      greatest(1, ceil(extract(epoch from full_until - window_start)))::integer, null::text;
    return;
  end if;

  mails_left := public.newsletter_mails_left(p_now, p_window_seconds, p_global_limit_max);

  -- The database's own bound, whoever signs up: past it, 429 until mail makes room, at the next sweep (a
  -- minute, pg_cron's) while the window has mails left, else when the window's first mail leaves it.
  if (select count(*) from public.newsletter_subscribers where mail_deferred_at is not null) >= p_unsent_max then
    return query select 'rate_limited'::text,
      case when mails_left > 0 then 60 else greatest(1, ceil(extract(epoch from
        (select min(mailed_at) from public.newsletter_subscribers where mailed_at > window_start)
        - window_start)))::integer end,
      null::text;
    return;
  end if;

  insert into public.newsletter_requests
    (idempotency_key, body_hash, client_address_hash, client_subnet_hash, client_network_hash, received_at)
  values (p_idempotency_key, p_body_hash, p_client_address_hash, p_client_subnet_hash, p_client_network_hash, p_now);

  -- A bot that filled the hidden field: counted against its address, nothing else.
  if p_honeypot then
    return query select 'accepted'::text, null::integer, null::text;
    return;
  end if;

  -- A known address's record stays as it is, whoever posts it: its consent, or its withdrawal, changes
  -- only when the reader follows a link. The address keeps the spelling it was first signed up with.
  insert into public.newsletter_subscribers as s (email, status, consent, subscribed_at)
  values (p_email, 'pending', p_consent, p_now)
  on conflict (lower(email)) do update set email = s.email
  returning * into subscriber;

  -- Anyone not confirmed (new, pending, or unsubscribed) is mailed a link to confirm, once a day at most.
  if subscriber.status = 'confirmed'
     or public.newsletter_mailed_since(subscriber.email, p_now - make_interval(secs => p_mail_interval_seconds)) then
    return query select 'accepted'::text, null::integer, null::text;
    return;
  end if;

  -- Mail that waits goes first: this one is mailed at once only when the window has room and no other waits;
  -- else it waits its network's turn, with this sign-up's consent.
  if mails_left = 0
     or exists (select from public.newsletter_subscribers where mail_deferred_at is not null and id <> subscriber.id) then
    update public.newsletter_subscribers
    set mail_deferred_at = coalesce(mail_deferred_at, p_now), deferred_consent = coalesce(deferred_consent, p_consent),
        deferred_network_hash = coalesce(deferred_network_hash, p_client_network_hash)
    where id = subscriber.id;

    -- The network's waiting mails beyond its share, this one kept: the oldest go. A sign-up never mailed
    -- goes whole; one mailed before (its earlier link still works) only loses the mail it waited for.
    select array_agg(id) into beyond from (
      select id from public.newsletter_subscribers
      where mail_deferred_at is not null and deferred_network_hash = p_client_network_hash and id <> subscriber.id
      order by mail_deferred_at desc, id desc
      offset greatest(0, p_held_per_network - 1)
    ) oldest;
    if beyond is not null then
      delete from public.newsletter_subscribers where id = any(beyond) and status = 'pending' and mailed_at is null;
      update public.newsletter_subscribers
      set mail_deferred_at = null, deferred_consent = null, deferred_network_hash = null
      where id = any(beyond);
    end if;

    return query select 'accepted'::text, null::integer, null::text;
    return;
  end if;

  update public.newsletter_subscribers
  set mailed_at = p_now, mail_deferred_at = null, deferred_consent = null, deferred_network_hash = null
  where id = subscriber.id;

  insert into public.newsletter_tokens (hash, subscriber_id, purpose, created_at, expires_at, consent)
  values
    (p_confirm_token_hash, subscriber.id, 'confirm', p_now, p_now + make_interval(secs => p_confirm_seconds), p_consent),
    (p_unsubscribe_token_hash, subscriber.id, 'unsubscribe', p_now, null, null);

  return query select 'accepted'::text, null::integer, subscriber.email;
end;
$$;

revoke execute on function public.subscribe_newsletter(uuid, text, text, text, boolean, text, text, text, timestamptz, integer,
  integer, integer, integer, integer, integer, integer, text, text, integer, integer)
  from public, anon, authenticated;
revoke execute on function public.newsletter_mailed_since(text, timestamptz) from public, anon, authenticated;

drop function public.release_deferred_newsletter_mails(timestamptz, integer, integer, text[], text[], integer);

-- Sends waiting mails, as many as the window has left and the caller brought tokens for (their hashes, pair
-- by pair), one network at a time: each network's oldest in turn, the networks with fewest waiting first, so
-- a reader waits behind no flood's queue. Returns each address with the position of its tokens. Under the
-- sign-ups' lock, so the budget is one count. A reader confirmed meanwhile, or whose mailbox had its mail
-- of the day meanwhile, is owed nothing.
create function public.release_deferred_newsletter_mails(
  p_now timestamptz,
  p_window_seconds integer,
  p_global_limit_max integer,
  p_confirm_token_hashes text[],
  p_unsubscribe_token_hashes text[],
  p_confirm_seconds integer,
  p_mail_interval_seconds integer
)
returns table (email text, token_index integer)
language plpgsql
set search_path = ''
as $$
declare
  waiting public.newsletter_subscribers%rowtype;
  most integer;
  n integer := 0;
begin
  perform pg_advisory_xact_lock(hashtextextended('public.subscribe_newsletter', 0));
  most := least(public.newsletter_mails_left(p_now, p_window_seconds, p_global_limit_max),
                coalesce(array_length(p_confirm_token_hashes, 1), 0));

  for waiting in
    select s.* from public.newsletter_subscribers s
    join (
      select id,
        row_number() over (partition by deferred_network_hash order by mail_deferred_at, id) as turn,
        count(*) over (partition by deferred_network_hash) as queued
      from public.newsletter_subscribers
      where mail_deferred_at is not null
    ) deferred on deferred.id = s.id
    order by deferred.turn, deferred.queued, s.mail_deferred_at, s.id
  loop
    exit when n >= most;
    if waiting.status = 'confirmed'
       or public.newsletter_mailed_since(waiting.email, p_now - make_interval(secs => p_mail_interval_seconds)) then
      update public.newsletter_subscribers
      set mail_deferred_at = null, deferred_consent = null, deferred_network_hash = null
      where id = waiting.id;
      continue;
    end if;
    n := n + 1;
    update public.newsletter_subscribers
    set mailed_at = p_now, mail_deferred_at = null, deferred_consent = null, deferred_network_hash = null
    where id = waiting.id;
    insert into public.newsletter_tokens (hash, subscriber_id, purpose, created_at, expires_at, consent)
    values
      (p_confirm_token_hashes[n], waiting.id, 'confirm', p_now, p_now + make_interval(secs => p_confirm_seconds),
        waiting.deferred_consent),
      (p_unsubscribe_token_hashes[n], waiting.id, 'unsubscribe', p_now, null, null);
    return query select waiting.email, n;
  end loop;
end;
$$;

revoke execute on function public.release_deferred_newsletter_mails(timestamptz, integer, integer, text[], text[], integer,
  integer)
  from public, anon, authenticated;

-- As before, and a request's /56 and /48 go with its address once a day has passed.
create or replace function public.forget_newsletter_data(p_now timestamptz, p_window_seconds integer, p_kept_days integer)
returns table (addresses_cleared integer, requests_deleted integer, subscribers_deleted integer)
language plpgsql
set search_path = ''
as $$
declare
  kept_since timestamptz := p_now - make_interval(days => p_kept_days);
  cleared integer;
  requests integer;
  subscribers integer;
  withdrawals integer;
begin
  update public.newsletter_requests
  set client_address_hash = null, client_subnet_hash = null, client_network_hash = null
  where (client_address_hash is not null or client_subnet_hash is not null or client_network_hash is not null)
    and received_at <= p_now - make_interval(secs => p_window_seconds);
  get diagnostics cleared = row_count;

  delete from public.newsletter_requests where received_at <= kept_since;
  get diagnostics requests = row_count;

  delete from public.newsletter_tokens where purpose = 'confirm' and expires_at <= kept_since;

  delete from public.newsletter_subscribers
  where status = 'pending' and coalesce(mailed_at, subscribed_at) <= kept_since;
  get diagnostics subscribers = row_count;

  delete from public.newsletter_subscribers
  where status = 'unsubscribed' and unsubscribed_at <= p_now - make_interval(years => 4);
  get diagnostics withdrawals = row_count;

  return query select cleared, requests, subscribers + withdrawals;
end;
$$;

-- On Supabase, pg_cron calls the function's sweep every minute through pg_net, as the contact function's, with
-- its address in Vault as newsletter_sweep_url (deploy.md) and the same secret and key. Skipped where those
-- extensions are not available (PGlite, a plain Postgres), where the local server sweeps on an interval instead.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron')
     and exists (select from pg_available_extensions where name = 'pg_net')
     and exists (select from pg_namespace where nspname = 'vault')
     and current_setting('shared_preload_libraries', true) like '%pg_cron%' then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule(
      'newsletter-deferred-mail-sweep',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'newsletter_sweep_url'),
          headers := jsonb_build_object(
            'content-type', 'application/json',
            'authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'contact_anon_key'),
            'x-contact-sweep-secret', (select decrypted_secret from vault.decrypted_secrets where name = 'contact_sweep_secret')
          ),
          body := '{}'::jsonb
        )
      $job$
    );
  end if;
end;
$$;
