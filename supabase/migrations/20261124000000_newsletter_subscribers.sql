-- The newsletter's readers, signed up with double opt-in. Only the newsletter-subscribe function
-- reads or writes here, through its own database connection; visitors never touch the tables.
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  -- Trimmed, its domain lowercased, by the function.
  email text not null unique check (char_length(email) between 3 and 254),
  status text not null check (status in ('pending', 'confirmed', 'unsubscribed')),
  -- The consent statement the reader saw, as it was worded then.
  consent text not null check (char_length(consent) between 1 and 500),
  subscribed_at timestamptz not null,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- When the last confirmation mail was claimed: the daily cap is decided on this row, under its lock.
  mailed_at timestamptz
);

-- Links' tokens, stored only as their SHA-256: the table alone confirms or unsubscribes no one.
create table public.newsletter_tokens (
  hash text primary key check (hash ~ '^[0-9a-f]{64}$'),
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  created_at timestamptz not null,
  -- Confirmation links expire; unsubscribe links never do.
  expires_at timestamptz check ((purpose = 'confirm') = (expires_at is not null)),
  used_at timestamptz
);

create index newsletter_tokens_subscriber_idx on public.newsletter_tokens (subscriber_id);

-- Every accepted request, by its Idempotency-Key: a replay does nothing twice, and the rate limit counts these.
create table public.newsletter_requests (
  idempotency_key uuid primary key,
  -- HMAC-SHA-256 of the client address with a server-side salt, cleared once its window has passed.
  client_address_hash text check (client_address_hash ~ '^[0-9a-f]{64}$'),
  received_at timestamptz not null
);

create index newsletter_requests_rate_limit_idx on public.newsletter_requests (client_address_hash, received_at);
create index newsletter_requests_received_at_idx on public.newsletter_requests (received_at);

-- No policy for anon or authenticated on purpose: with RLS on and no policy, nobody reads or
-- writes through the public API. The revoke also undoes Supabase's default grants.
alter table public.newsletter_subscribers enable row level security;
alter table public.newsletter_tokens enable row level security;
alter table public.newsletter_requests enable row level security;
revoke all on table public.newsletter_subscribers, public.newsletter_tokens, public.newsletter_requests
  from anon, authenticated;

-- One round trip that decides a sign-up atomically. Every accepted request takes the same path
-- whatever the address's state, and answers alike; `mail_to` is set only when this request
-- claimed the address's confirmation mail (at most one per address per p_mail_interval_seconds).
create function public.subscribe_newsletter(
  p_idempotency_key uuid,
  p_email text,
  p_consent text,
  p_honeypot boolean,
  p_client_address_hash text,
  p_now timestamptz,
  p_rate_limit_max integer,
  p_rate_limit_window_seconds integer,
  p_global_limit_max integer,
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
  window_start timestamptz := p_now - make_interval(secs => p_rate_limit_window_seconds);
  address_count integer;
  address_oldest timestamptz;
  global_count integer;
  global_oldest timestamptz;
  subscriber public.newsletter_subscribers%rowtype;
  claimed_id uuid;
begin
  -- Serialise every sign-up: the global cap is one count, and a newsletter form's rate is low.
  perform pg_advisory_xact_lock(hashtextextended('public.subscribe_newsletter', 0));

  if exists (select from public.newsletter_requests where idempotency_key = p_idempotency_key) then
    return query select 'accepted'::text, null::integer, null::text;
    return;
  end if;

  select count(*), min(received_at) into address_count, address_oldest
  from public.newsletter_requests
  where client_address_hash = p_client_address_hash and received_at > window_start;

  select count(*), min(received_at) into global_count, global_oldest
  from public.newsletter_requests
  where received_at > window_start;

  if address_count >= p_rate_limit_max or global_count >= p_global_limit_max then
    return query select 'rate_limited'::text,
      greatest(1, ceil(extract(epoch from greatest(
        case when address_count >= p_rate_limit_max then address_oldest end,
        case when global_count >= p_global_limit_max then global_oldest end
      ) - window_start)))::integer, null::text;
    return;
  end if;

  insert into public.newsletter_requests (idempotency_key, client_address_hash, received_at)
  values (p_idempotency_key, p_client_address_hash, p_now);

  -- A bot that filled the hidden field: counted against its address, nothing else.
  if p_honeypot then
    return query select 'accepted'::text, null::integer, null::text;
    return;
  end if;

  -- A confirmed reader stays as they are; anyone else is (again) waiting for their confirmation.
  insert into public.newsletter_subscribers as s (email, status, consent, subscribed_at)
  values (p_email, 'pending', p_consent, p_now)
  on conflict (email) do update set
    status = case when s.status = 'confirmed' then s.status else 'pending' end,
    consent = case when s.status = 'confirmed' then s.consent else excluded.consent end,
    subscribed_at = case when s.status = 'unsubscribed' then excluded.subscribed_at else s.subscribed_at end,
    unsubscribed_at = case when s.status = 'unsubscribed' then null else s.unsubscribed_at end
  returning * into subscriber;

  update public.newsletter_subscribers
  set mailed_at = p_now
  where id = subscriber.id
    and status = 'pending'
    and (mailed_at is null or mailed_at <= p_now - make_interval(secs => p_mail_interval_seconds))
  returning id into claimed_id;

  if claimed_id is null then
    return query select 'accepted'::text, null::integer, null::text;
    return;
  end if;

  insert into public.newsletter_tokens (hash, subscriber_id, purpose, created_at, expires_at)
  values
    (p_confirm_token_hash, claimed_id, 'confirm', p_now, p_now + make_interval(secs => p_confirm_seconds)),
    (p_unsubscribe_token_hash, claimed_id, 'unsubscribe', p_now, null);

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

-- confirmed | already-confirmed | expired | invalid; `email` is set when this call confirmed the reader.
create function public.confirm_newsletter(p_token_hash text, p_now timestamptz)
returns table (outcome text, email text)
language plpgsql
set search_path = ''
as $$
declare
  token public.newsletter_tokens%rowtype;
  confirmed_email text;
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
  set status = 'confirmed', confirmed_at = p_now
  where s.id = token.subscriber_id and s.status <> 'confirmed'
  returning s.email into confirmed_email;

  return query select case when confirmed_email is null then 'already-confirmed' else 'confirmed' end, confirmed_email;
end;
$$;

-- unsubscribed | invalid; `email` is set when this call took a confirmed reader off the list.
-- Unsubscribing also voids the reader's confirmation links: an older mail cannot sign them up again.
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
    case when subscriber.status = 'confirmed' then subscriber.email end;
end;
$$;

-- Forgets what no longer serves: address hashes past their rate-limit window, requests past
-- the days a replay could still come, links expired that long ago, and sign-ups never confirmed
-- whose last mail is that old. Confirmed and unsubscribed readers stay, with their consent and
-- its withdrawal.
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
begin
  update public.newsletter_requests set client_address_hash = null
  where client_address_hash is not null and received_at <= p_now - make_interval(secs => p_window_seconds);
  get diagnostics cleared = row_count;

  delete from public.newsletter_requests where received_at <= kept_since;
  get diagnostics requests = row_count;

  delete from public.newsletter_tokens where purpose = 'confirm' and expires_at <= kept_since;

  delete from public.newsletter_subscribers
  where status = 'pending' and coalesce(mailed_at, subscribed_at) <= kept_since;
  get diagnostics subscribers = row_count;

  return query select cleared, requests, subscribers;
end;
$$;

revoke execute on function public.subscribe_newsletter(uuid, text, text, boolean, text, timestamptz, integer, integer, integer, text, text, integer, integer)
  from public, anon, authenticated;
revoke execute on function public.release_newsletter_mail(text, timestamptz) from public, anon, authenticated;
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
