-- The contact form's messages and the limits that hold a flood (decisions 0005, 0026, 0061). Only the
-- send-contact-email function reads or writes here, through its own database connection; visitors never touch
-- these tables. Every stored message reaches the author, at most the global cap's mails per window; a flood is
-- held to its own network prefix; nothing is kept longer than it serves.

-- Messages sent through the contact form.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  -- Made by the visitor's browser per submission, so a retried request never stores twice.
  idempotency_key uuid not null unique,
  name text not null check (char_length(name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  subject text not null check (char_length(subject) between 1 and 200),
  message text not null check (char_length(message) between 10 and 5000),
  -- HMAC-SHA-256 of the client address with a server-side salt: enough to rate-limit, useless for finding
  -- out who wrote. Cleared once its rate-limit window has passed (forget_contact_data).
  client_address_hash text check (client_address_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  -- Null until the author's notification mail went out.
  notified_at timestamptz,
  -- The notification is claimed before a mail goes out: a claim moves notification_due_at past the mail's own
  -- time, so no other request or sweep sends it meanwhile; a failure moves it further (backoff); notified_at
  -- marks it sent.
  notification_attempts integer not null default 0 check (notification_attempts >= 0),
  notification_due_at timestamptz not null default now(),
  -- When the message took one of its window's mails: at once when stored within the cap, or when the sweep let
  -- it through in a later window. Null while it is held.
  mail_budgeted_at timestamptz,
  -- The request's /56 and /48 beside its address (an IPv4 address, an IPv6 /64), each a salted HMAC like it.
  -- The /48 is kept while the message waits: held mail takes its turn by it.
  client_subnet_hash text check (client_subnet_hash ~ '^[0-9a-f]{64}$'),
  client_network_hash text check (client_network_hash ~ '^[0-9a-f]{64}$')
);

create index contact_messages_rate_limit_idx on public.contact_messages (client_address_hash, created_at);
create index contact_messages_created_at_idx on public.contact_messages (created_at);
create index contact_messages_unsent_idx on public.contact_messages (notification_due_at) where notified_at is null;
create index contact_messages_mail_budget_idx on public.contact_messages (mail_budgeted_at);
create index contact_messages_held_idx on public.contact_messages (created_at) where mail_budgeted_at is null;
create index contact_messages_subnet_idx on public.contact_messages (client_subnet_hash, created_at);
create index contact_messages_network_idx on public.contact_messages (client_network_hash, created_at);

-- What the author's next digest says beside what the rows say: when the last one went, and how many waiting
-- messages were dropped since. One row.
create table public.contact_flood_digest (
  singleton boolean primary key default true check (singleton),
  sent_at timestamptz,
  dropped integer not null default 0 check (dropped >= 0)
);
insert into public.contact_flood_digest default values;

-- No policy for anon or authenticated on purpose: with RLS on and no policy, nobody reads or
-- writes through the public API. The revoke also undoes Supabase's default grants.
alter table public.contact_messages enable row level security;
alter table public.contact_flood_digest enable row level security;
revoke all on table public.contact_messages, public.contact_flood_digest from anon, authenticated;

-- How many more mails the author may get in the window ending at p_now.
create function public.contact_mails_left(p_now timestamptz, p_window_seconds integer, p_global_limit_max integer)
returns integer
language sql
stable
set search_path = ''
as $$
  select greatest(0, p_global_limit_max - count(*)::integer)
  from public.contact_messages
  where mail_budgeted_at > p_now - make_interval(secs => p_window_seconds);
$$;

-- Lets up to p_count held messages through, one network at a time: each network's oldest in turn, the
-- networks with fewest waiting first, so a visitor waits behind no flood's queue, only behind other networks'
-- turns. Its callers hold the submissions' lock, so the budget they pass is one count.
create function public.let_held_contact_messages_through(p_now timestamptz, p_count integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  released integer;
begin
  update public.contact_messages set mail_budgeted_at = p_now
  where id in (
    select id from (
      select id, created_at,
        row_number() over (partition by client_network_hash order by created_at, id) as turn,
        count(*) over (partition by client_network_hash) as waiting
      from public.contact_messages
      where mail_budgeted_at is null
    ) held
    order by turn, waiting, created_at, id
    limit p_count
  );
  get diagnostics released = row_count;
  return released;
end;
$$;

-- One round trip that decides a submission atomically, under one lock, so every limit and the idempotency
-- key hold across any number of function instances. A stored message comes back claimed for its
-- notification when `claimed` is true: only that caller mails it. A message counts against its IPv6 /64, /56
-- and /48 (an IPv4 address is all three), each with a limit of its own; mail that waits goes before new mail,
-- one message per network in turn; a network keeps a bounded number waiting (its oldest dropped beyond them,
-- counted for the author's digest); the rows not yet mailed have an absolute cap. The limits come from the
-- function (flood-limits.ts).
create function public.submit_contact_message(
  p_idempotency_key uuid,
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
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
  p_claim_seconds integer
)
returns table (outcome text, message_id uuid, retry_after_seconds integer, claimed boolean)
language plpgsql
set search_path = ''
as $$
declare
  existing public.contact_messages%rowtype;
  window_start timestamptz := p_now - make_interval(secs => p_window_seconds);
  full_until timestamptz;
  mails_left integer;
  mailed_now boolean;
  dropped_count integer;
  claimed_id uuid;
begin
  -- Serialise every submission: the mail budget is one count, and a contact form's rate is low.
  perform pg_advisory_xact_lock(hashtextextended('public.submit_contact_message', 0));

  select * into existing from public.contact_messages where idempotency_key = p_idempotency_key;

  if not found then
    -- Each prefix against its own limit; a full one is free again when its oldest message leaves the window.
    select max(oldest) into full_until from (
      select min(created_at) as oldest from public.contact_messages
      where client_address_hash = p_client_address_hash and created_at > window_start
      having count(*) >= p_address_max
      union all
      select min(created_at) from public.contact_messages
      where client_subnet_hash = p_client_subnet_hash and created_at > window_start
      having count(*) >= p_subnet_max
      union all
      select min(created_at) from public.contact_messages
      where client_network_hash = p_client_network_hash and created_at > window_start
      having count(*) >= p_network_max
    ) full_prefixes;

    if full_until is not null then
      return query select 'rate_limited'::text, null::uuid,
        greatest(1, ceil(extract(epoch from full_until - window_start)))::integer, false;
      return;
    end if;

    mails_left := public.contact_mails_left(p_now, p_window_seconds, p_global_limit_max);

    -- The database's own bound, whoever sends: past it, 429 until mail makes room, at the next sweep (a
    -- minute, pg_cron's) while the window has mails left, else when the window's first mail leaves it.
    if (select count(*) from public.contact_messages where notified_at is null) >= p_unsent_max then
      return query select 'rate_limited'::text, null::uuid,
        case when mails_left > 0 then 60 else greatest(1, ceil(extract(epoch from
          (select min(mail_budgeted_at) from public.contact_messages where mail_budgeted_at > window_start)
          - window_start)))::integer end,
        false;
      return;
    end if;

    -- Stored waiting, then the window's room is shared out in turn with what waited before it: this message is
    -- mailed at once if its network's turn comes (its caller's to send); the others let through go with the sweep.
    insert into public.contact_messages
      (idempotency_key, name, email, subject, message, client_address_hash, client_subnet_hash, client_network_hash,
       created_at, notification_attempts, notification_due_at)
    values (p_idempotency_key, p_name, p_email, p_subject, p_message, p_client_address_hash, p_client_subnet_hash,
       p_client_network_hash, p_now, 0, p_now)
    returning * into existing;

    if mails_left > 0 then
      perform public.let_held_contact_messages_through(p_now, mails_left);
    end if;
    update public.contact_messages
    set notification_attempts = 1, notification_due_at = p_now + make_interval(secs => p_claim_seconds)
    where id = existing.id and mail_budgeted_at is not null
    returning id into claimed_id;
    mailed_now := claimed_id is not null;

    if not mailed_now then
      -- The network's waiting messages beyond its share, this one kept: the oldest go, counted for the digest.
      delete from public.contact_messages
      where id in (
        select id from public.contact_messages
        where mail_budgeted_at is null and client_network_hash = p_client_network_hash and id <> existing.id
        order by created_at desc, id desc
        offset greatest(0, p_held_per_network - 1)
      );
      get diagnostics dropped_count = row_count;
      if dropped_count > 0 then
        update public.contact_flood_digest set dropped = dropped + dropped_count;
      end if;
    end if;

    return query select 'stored'::text, existing.id, null::integer, mailed_now;
    return;
  end if;

  if (existing.name, existing.email, existing.subject, existing.message)
     is distinct from (p_name, p_email, p_subject, p_message) then
    return query select 'key_reused'::text, null::uuid, null::integer, false;
    return;
  end if;

  -- A repeat may take over a notification that is due (never sent, not claimed, past its backoff),
  -- never one still held.
  update public.contact_messages
  set notification_attempts = notification_attempts + 1,
      notification_due_at = p_now + make_interval(secs => p_claim_seconds)
  where id = existing.id and notified_at is null and notification_due_at <= p_now and mail_budgeted_at is not null
  returning id into claimed_id;

  return query select 'duplicate'::text, existing.id, null::integer, claimed_id is not null;
end;
$$;

-- Claims up to p_limit notifications that are due and not held, for the sweep; concurrent sweeps skip each
-- other's rows.
create function public.claim_due_contact_notifications(p_now timestamptz, p_claim_seconds integer, p_limit integer)
returns setof public.contact_messages
language sql
set search_path = ''
as $$
  update public.contact_messages
  set notification_attempts = notification_attempts + 1,
      notification_due_at = p_now + make_interval(secs => p_claim_seconds)
  where id in (
    select id from public.contact_messages
    where notified_at is null and notification_due_at <= p_now and mail_budgeted_at is not null
    order by notification_due_at
    limit p_limit
    for update skip locked
  )
  returning *;
$$;

-- Lets held messages through, as many as the window's mails left, a network at a time, for the sweep; the
-- sweep then claims and sends them.
create function public.release_held_contact_notifications(p_now timestamptz, p_window_seconds integer, p_global_limit_max integer)
returns integer
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('public.submit_contact_message', 0));
  return public.let_held_contact_messages_through(
    p_now, public.contact_mails_left(p_now, p_window_seconds, p_global_limit_max));
end;
$$;

-- Forgets what no longer serves: address hashes past their window (the /56 and /48 with them; a waiting
-- message keeps its /48 until it is let through, as its turn is taken by it), and messages mailed to the author
-- longer ago than the retention. A message never mailed is kept until it is.
create function public.forget_contact_data(p_now timestamptz, p_window_seconds integer, p_retention_days integer)
returns table (addresses_cleared integer, messages_deleted integer)
language plpgsql
set search_path = ''
as $$
declare
  cleared integer;
  deleted integer;
begin
  update public.contact_messages
  set client_address_hash = null, client_subnet_hash = null,
      client_network_hash = case when mail_budgeted_at is null then client_network_hash end
  where created_at <= p_now - make_interval(secs => p_window_seconds)
    and (client_address_hash is not null or client_subnet_hash is not null
         or (client_network_hash is not null and mail_budgeted_at is not null));
  get diagnostics cleared = row_count;

  delete from public.contact_messages
  where notified_at is not null and notified_at <= p_now - make_interval(days => p_retention_days);
  get diagnostics deleted = row_count;

  return query select cleared, deleted;
end;
$$;

-- The author's digest of a flood, at most once per p_every_seconds: how many messages wait now, how many
-- that waited were mailed since the last digest, and how many were dropped. No row when there is nothing
-- to say or the last digest is too recent; a row marks the digest sent (give_back_contact_digest undoes it).
create function public.take_contact_digest(p_now timestamptz, p_every_seconds integer)
returns table (held integer, sent integer, dropped integer, since timestamptz)
language plpgsql
set search_path = ''
as $$
declare
  previous public.contact_flood_digest%rowtype;
  held_now integer;
  sent_since integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('public.submit_contact_message', 0));
  select * into previous from public.contact_flood_digest;
  if previous.sent_at > p_now - make_interval(secs => p_every_seconds) then
    return;
  end if;
  select count(*) into held_now from public.contact_messages where mail_budgeted_at is null;
  -- Mailed after waiting: let through later than it was stored.
  select count(*) into sent_since from public.contact_messages
  where mail_budgeted_at > created_at and notified_at > coalesce(previous.sent_at, '-infinity');
  if held_now = 0 and sent_since = 0 and previous.dropped = 0 then
    return;
  end if;
  update public.contact_flood_digest set sent_at = p_now, dropped = 0;
  return query select held_now, sent_since, previous.dropped, previous.sent_at;
end;
$$;

-- A digest whose mail failed: the next sweep says it again, with the drops counted since.
create function public.give_back_contact_digest(p_taken_at timestamptz, p_since timestamptz, p_dropped integer)
returns void
language sql
set search_path = ''
as $$
  update public.contact_flood_digest set sent_at = p_since, dropped = dropped + p_dropped where sent_at = p_taken_at;
$$;

revoke execute on function public.contact_mails_left(timestamptz, integer, integer) from public, anon, authenticated;
revoke execute on function public.let_held_contact_messages_through(timestamptz, integer) from public, anon, authenticated;
revoke execute on function public.submit_contact_message(uuid, text, text, text, text, text, text, text, timestamptz,
  integer, integer, integer, integer, integer, integer, integer, integer)
  from public, anon, authenticated;
revoke execute on function public.claim_due_contact_notifications(timestamptz, integer, integer) from public, anon, authenticated;
revoke execute on function public.release_held_contact_notifications(timestamptz, integer, integer)
  from public, anon, authenticated;
revoke execute on function public.forget_contact_data(timestamptz, integer, integer) from public, anon, authenticated;
revoke execute on function public.take_contact_digest(timestamptz, integer) from public, anon, authenticated;
revoke execute on function public.give_back_contact_digest(timestamptz, timestamptz, integer)
  from public, anon, authenticated;

-- For the author in Supabase's table editor: what has not reached them yet, whether it is held by the mail cap,
-- and when it is tried next.
create view public.contact_messages_unsent
with (security_invoker = true)
as
select id, created_at, notification_attempts, notification_due_at, mail_budgeted_at is null as held
from public.contact_messages
where notified_at is null;

revoke all on public.contact_messages_unsent from anon, authenticated;

-- On Supabase, pg_cron calls the function's sweep every minute through pg_net, with the address
-- and secrets kept in Vault (docs/deploy.md). Skipped where those extensions are not available
-- (PGlite, a plain Postgres), where the local server sweeps on an interval instead.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron')
     and exists (select from pg_available_extensions where name = 'pg_net')
     and exists (select from pg_namespace where nspname = 'vault')
     and current_setting('shared_preload_libraries', true) like '%pg_cron%' then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule(
      'contact-notification-sweep',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'contact_sweep_url'),
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
