-- The newsletter's readers and its topics (release alerts), signed up with double opt-in (decisions 0013, 0026,
-- 0061, 0065, 0075). Only the newsletter-subscribe function reads or writes here, through its own database
-- connection; visitors never touch the tables. Every accepted sign-up takes the same path whatever the address's
-- state; a mailbox gets one confirmation mail a day per topic, at most the global cap's mails per window; a flood
-- is held to its own network prefix, as the contact form's.

-- The mailbox an address reaches, for the one mail a day: lowercased, its +tag cut (most mail hosts deliver
-- victim+anything@ to victim@), and for Gmail its dots and googlemail.com folded, which Gmail ignores. Two
-- addresses with one key may be two mailboxes at a host that honours neither; they then share one mail a day.
create function public.newsletter_mailbox(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when domain in ('gmail.com', 'googlemail.com') then replace(local, '.', '') || '@gmail.com'
              else local || '@' || domain end
  from (select split_part(split_part(lower(p_email), '@', 1), '+', 1) as local,
               split_part(lower(p_email), '@', 2) as domain) address;
$$;

-- A row per address and topic: one mailbox may be pending for an alert and confirmed for the newsletter, and
-- each is confirmed, unsubscribed and forgotten on its own, by the links of its own mail.
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  -- Trimmed, its domain lowercased, by the function; kept as first signed up.
  email text not null check (char_length(email) between 3 and 254),
  status text not null check (status in ('pending', 'confirmed', 'unsubscribed')),
  -- The consent statement the reader confirmed (or, while pending, the first sign-up's), as it was worded then.
  consent text not null check (char_length(consent) between 1 and 500),
  subscribed_at timestamptz not null,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- When the last confirmation mail was claimed: the daily limit and the window's mail budget count these.
  mailed_at timestamptz,
  -- A sign-up whose confirmation mail found no room in the window: since when it waits, the consent its link
  -- will carry, and the /48 (or IPv4 address) of the sign-up, by which deferred mail takes its turn. All null
  -- when no mail waits.
  mail_deferred_at timestamptz,
  deferred_consent text check (char_length(deferred_consent) between 1 and 500),
  deferred_network_hash text check (deferred_network_hash ~ '^[0-9a-f]{64}$'),
  mailbox text not null generated always as (public.newsletter_mailbox(email)) stored,
  -- '' is the newsletter itself; any other topic is a book's slug, as its file is named.
  topic text not null default '' check (topic = '' or topic ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint newsletter_subscribers_deferred_consent check ((mail_deferred_at is null) = (deferred_consent is null)),
  constraint newsletter_subscribers_deferred_network check (mail_deferred_at is not null or deferred_network_hash is null)
);

-- One row per address and topic, however the address is cased. Mail hosts treat local parts case-insensitively
-- in practice (RFC 5321 allows otherwise, but honours it nowhere one would sign up from), and domains are
-- case-insensitive by definition, so `Victim@x` and `victim@x` are one reader.
create unique index newsletter_subscribers_topic_idx on public.newsletter_subscribers (lower(email), topic);
create index newsletter_subscribers_mailed_idx on public.newsletter_subscribers (mailed_at);
create index newsletter_subscribers_deferred_idx on public.newsletter_subscribers (mail_deferred_at)
  where mail_deferred_at is not null;
create index newsletter_subscribers_mailbox_mailed_idx on public.newsletter_subscribers (mailbox, mailed_at);

-- Links' tokens, stored only as their SHA-256: the table alone confirms or unsubscribes no one.
create table public.newsletter_tokens (
  hash text primary key check (hash ~ '^[0-9a-f]{64}$'),
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  created_at timestamptz not null,
  -- Confirmation links expire; unsubscribe links never do.
  expires_at timestamptz check ((purpose = 'confirm') = (expires_at is not null)),
  used_at timestamptz,
  -- The consent wording each confirmation link was mailed for: confirming stores that one, so a later sign-up
  -- of the address (by anyone) cannot change what the reader agreed to.
  consent text check (char_length(consent) between 1 and 500),
  constraint newsletter_tokens_consent_for_confirm check ((purpose = 'confirm') = (consent is not null))
);

create index newsletter_tokens_subscriber_idx on public.newsletter_tokens (subscriber_id);

-- Every accepted request, by its Idempotency-Key: a replay does nothing twice, and the rate limits count these.
create table public.newsletter_requests (
  idempotency_key uuid primary key,
  -- HMAC-SHA-256 of the client address with a server-side salt, and of its /56 and /48 (an IPv4 address is all
  -- three), cleared once their window has passed.
  client_address_hash text check (client_address_hash ~ '^[0-9a-f]{64}$'),
  received_at timestamptz not null,
  client_subnet_hash text check (client_subnet_hash ~ '^[0-9a-f]{64}$'),
  client_network_hash text check (client_network_hash ~ '^[0-9a-f]{64}$'),
  -- The request's body (address, consent, honeypot, topic) as a salted HMAC, so a replay is told from another
  -- sign-up under the same key without the address kept in the clear.
  body_hash text not null check (body_hash ~ '^[0-9a-f]{64}$')
);

create index newsletter_requests_rate_limit_idx on public.newsletter_requests (client_address_hash, received_at);
create index newsletter_requests_received_at_idx on public.newsletter_requests (received_at);
create index newsletter_requests_subnet_idx on public.newsletter_requests (client_subnet_hash, received_at);
create index newsletter_requests_network_idx on public.newsletter_requests (client_network_hash, received_at);

-- Each consent wording the site has offered, by its version (the SHA-256 of its exact text, in hex) and the kind
-- of sign-up it was offered for (the same words could be offered for both): a sign-up names a version, never a
-- text of its own, and a wording stays known after the author changes it, for pages and outboxes still naming it.
create table public.newsletter_consent_wordings (
  version text not null check (version ~ '^[0-9a-f]{64}$'),
  wording text not null check (char_length(wording) between 1 and 500),
  first_offered_at timestamptz not null,
  topic_kind text not null default 'newsletter' check (topic_kind in ('newsletter', 'alert')),
  primary key (version, topic_kind)
);

-- No policy for anon or authenticated on purpose: with RLS on and no policy, nobody reads or
-- writes through the public API. The revoke also undoes Supabase's default grants.
alter table public.newsletter_subscribers enable row level security;
alter table public.newsletter_tokens enable row level security;
alter table public.newsletter_requests enable row level security;
alter table public.newsletter_consent_wordings enable row level security;
revoke all on table public.newsletter_subscribers, public.newsletter_tokens, public.newsletter_requests,
  public.newsletter_consent_wordings
  from anon, authenticated;

-- How many more confirmation mails the window ending at p_now allows; a mail given back counts no more.
create function public.newsletter_mails_left(p_now timestamptz, p_window_seconds integer, p_global_limit_max integer)
returns integer
language sql
stable
set search_path = ''
as $$
  select greatest(0, p_global_limit_max - count(*)::integer)
  from public.newsletter_subscribers
  where mailed_at > p_now - make_interval(secs => p_window_seconds);
$$;

-- Whether the mailbox was mailed a link for this topic since then: one a day at most, whoever signs it up and
-- however, per topic (a stranger can send one mailbox no more mails a day than the site has topics).
create function public.newsletter_mailed_since(p_email text, p_topic text, p_since timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select from public.newsletter_subscribers
    where mailbox = public.newsletter_mailbox(p_email) and topic = p_topic and mailed_at > p_since
  );
$$;

-- The wording of `p_version` offered for `p_kind` of sign-up, or null when the site never offered it for that
-- kind; the site's current wording of the kind (from the function's settings, never from a request) registered
-- first, once.
create function public.newsletter_consent_wording(
  p_version text,
  p_kind text,
  p_current_version text,
  p_current_wording text,
  p_now timestamptz
)
returns text
language plpgsql
set search_path = ''
as $$
begin
  if p_current_version is not null then
    insert into public.newsletter_consent_wordings (version, topic_kind, wording, first_offered_at)
    values (p_current_version, p_kind, p_current_wording, p_now)
    on conflict (version, topic_kind) do nothing;
  end if;
  return (select wording from public.newsletter_consent_wordings where version = p_version and topic_kind = p_kind);
end;
$$;

-- One round trip that decides a sign-up for the topic `p_topic` of the address atomically. Every accepted
-- request takes the same path whatever the address's state, and answers alike; `mail_to` is set only when this
-- request claimed the address's confirmation mail (at most one per mailbox and topic per
-- p_mail_interval_seconds). A used key with another body is `key_reused`, whatever the address's state. A
-- sign-up counts against its IPv6 /64, /56 and /48, each with a limit of its own; a deferred confirmation mail
-- goes before a new one, one network in turn; a network keeps a bounded number waiting (its oldest dropped
-- beyond them); the deferred rows have an absolute cap.
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
  p_mail_interval_seconds integer,
  p_topic text
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
  insert into public.newsletter_subscribers as s (email, topic, status, consent, subscribed_at)
  values (p_email, p_topic, 'pending', p_consent, p_now)
  on conflict (lower(email), topic) do update set email = s.email
  returning * into subscriber;

  -- Anyone not confirmed (new, pending, or unsubscribed) is mailed a link to confirm, once a day at most.
  if subscriber.status = 'confirmed'
     or public.newsletter_mailed_since(subscriber.email, subscriber.topic, p_now - make_interval(secs => p_mail_interval_seconds)) then
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

-- Gives a claimed mail back when sending it failed, so the next sign-up may send it today.
create function public.release_newsletter_mail(p_email text, p_claimed_at timestamptz)
returns void
language sql
set search_path = ''
as $$
  update public.newsletter_subscribers set mailed_at = null where email = p_email and mailed_at = p_claimed_at;
$$;

-- Sends waiting mails, as many as the window has left and the caller brought tokens for (their hashes, pair
-- by pair), one network at a time: each network's oldest in turn, the networks with fewest waiting first, so
-- a reader waits behind no flood's queue. Returns each address with the position of its tokens, the consent
-- wording its mail quotes and its topic (an alert's mail names its book). Under the sign-ups' lock, so the
-- budget is one count. A reader confirmed meanwhile, or whose mailbox had its mail of the day meanwhile, is
-- owed nothing.
create function public.release_deferred_newsletter_mails(
  p_now timestamptz,
  p_window_seconds integer,
  p_global_limit_max integer,
  p_confirm_token_hashes text[],
  p_unsubscribe_token_hashes text[],
  p_confirm_seconds integer,
  p_mail_interval_seconds integer
)
returns table (email text, token_index integer, consent text, topic text)
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
       or public.newsletter_mailed_since(waiting.email, waiting.topic, p_now - make_interval(secs => p_mail_interval_seconds)) then
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
    return query select waiting.email, n, waiting.deferred_consent, waiting.topic;
  end loop;
end;
$$;

-- confirmed | already-confirmed | expired | invalid. Confirming stores the consent of the link followed: its
-- wording, and its time as the sign-up's; an earlier withdrawal's time stays beside it, on record. `email` is set
-- only when this call confirmed a reader of the newsletter itself: an alert's reader is not on the list the author
-- sends the newsletter to.
create function public.confirm_newsletter(p_token_hash text, p_now timestamptz)
returns table (outcome text, email text)
language plpgsql
set search_path = ''
as $$
declare
  token public.newsletter_tokens%rowtype;
  confirmed_email text;
  confirmed_topic text;
begin
  select * into token from public.newsletter_tokens t
  where t.hash = p_token_hash and t.purpose = 'confirm'
  for update;

  if not found then
    return query select 'invalid'::text, null::text;
    return;
  end if;
  if token.used_at is not null then
    return query select 'already-confirmed'::text, null::text;
    return;
  end if;
  if token.expires_at <= p_now then
    return query select 'expired'::text, null::text;
    return;
  end if;

  update public.newsletter_tokens set used_at = p_now where hash = p_token_hash;
  update public.newsletter_subscribers s
  set status = 'confirmed', confirmed_at = p_now, consent = token.consent, subscribed_at = token.created_at
  where s.id = token.subscriber_id and s.status <> 'confirmed'
  returning s.email, s.topic into confirmed_email, confirmed_topic;

  return query select case when confirmed_email is null then 'already-confirmed' else 'confirmed' end,
    case when confirmed_topic = '' then confirmed_email end;
end;
$$;

-- unsubscribed | invalid: a link unsubscribes its own topic; `email` is set only when that was the newsletter's
-- confirmed reader. Unsubscribing also voids the reader's confirmation links for the topic: an earlier mail cannot
-- sign them up again.
create function public.unsubscribe_newsletter(p_token_hash text, p_now timestamptz)
returns table (outcome text, email text)
language plpgsql
set search_path = ''
as $$
declare
  subscriber public.newsletter_subscribers%rowtype;
begin
  select s.* into subscriber from public.newsletter_subscribers s
  join public.newsletter_tokens t on t.subscriber_id = s.id
  where t.hash = p_token_hash and t.purpose = 'unsubscribe'
  for update of s;

  if not found then
    return query select 'invalid'::text, null::text;
    return;
  end if;

  update public.newsletter_subscribers s
  set status = 'unsubscribed', unsubscribed_at = p_now
  where s.id = subscriber.id and s.status <> 'unsubscribed';
  delete from public.newsletter_tokens t where t.subscriber_id = subscriber.id and t.purpose = 'confirm';

  return query select 'unsubscribed'::text,
    case when subscriber.status = 'confirmed' and subscriber.topic = '' then subscriber.email end;
end;
$$;

-- Forgets what no longer serves: address hashes (the /56 and /48 with them) past their rate-limit window,
-- requests past the days a replay could still come, links expired that long ago, and sign-ups never confirmed
-- whose last mail is that old. Confirmed readers stay, with their consent; a withdrawal is kept four years, then
-- forgotten (decision 0013 says why that long).
create function public.forget_newsletter_data(p_now timestamptz, p_window_seconds integer, p_kept_days integer)
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

revoke execute on function public.newsletter_mailbox(text) from public, anon, authenticated;
revoke execute on function public.newsletter_mails_left(timestamptz, integer, integer) from public, anon, authenticated;
revoke execute on function public.newsletter_mailed_since(text, text, timestamptz) from public, anon, authenticated;
revoke execute on function public.newsletter_consent_wording(text, text, text, text, timestamptz)
  from public, anon, authenticated;
revoke execute on function public.subscribe_newsletter(uuid, text, text, text, boolean, text, text, text, timestamptz, integer,
  integer, integer, integer, integer, integer, integer, text, text, integer, integer, text)
  from public, anon, authenticated;
revoke execute on function public.release_newsletter_mail(text, timestamptz) from public, anon, authenticated;
revoke execute on function public.release_deferred_newsletter_mails(timestamptz, integer, integer, text[], text[], integer,
  integer)
  from public, anon, authenticated;
revoke execute on function public.confirm_newsletter(text, timestamptz) from public, anon, authenticated;
revoke execute on function public.unsubscribe_newsletter(text, timestamptz) from public, anon, authenticated;
revoke execute on function public.forget_newsletter_data(timestamptz, integer, integer) from public, anon, authenticated;

-- On Supabase, pg_cron runs the forgetting daily in the database itself. Skipped where the
-- extension is not available (PGlite, a plain Postgres), where the local server runs it instead.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron')
     and current_setting('shared_preload_libraries', true) like '%pg_cron%' then
    create extension if not exists pg_cron;
    perform cron.schedule(
      'newsletter-forget',
      '17 3 * * *',
      $job$ select public.forget_newsletter_data(now(), 86400, 30) $job$
    );
  end if;
end;
$$;

-- On Supabase, pg_cron calls the function's sweep every minute through pg_net, as the contact function's, with
-- its address in Vault as newsletter_sweep_url (docs/deploy.md) and the same secret and key. Skipped where those
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
