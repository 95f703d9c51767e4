-- Every stored message reaches the author, and nothing is kept longer than it serves.

-- The address hash is cleared once its rate-limit window has passed (forget_contact_data).
alter table public.contact_messages alter column client_address_hash drop not null;

-- The notification is claimed before a mail goes out: a claim moves notification_due_at past the
-- mail's own time, so no other request or sweep sends it meanwhile; a failure moves it further
-- (backoff); notified_at marks it sent.
alter table public.contact_messages
  add column notification_attempts integer not null default 0 check (notification_attempts >= 0),
  add column notification_due_at timestamptz not null default now();

create index contact_messages_created_at_idx on public.contact_messages (created_at);
create index contact_messages_unsent_idx on public.contact_messages (notification_due_at) where notified_at is null;

drop function public.submit_contact_message(uuid, text, text, text, text, text, timestamptz, integer, integer);

-- One round trip that decides a submission atomically, so the rate limits and the idempotency
-- key hold across any number of function instances. A stored message comes back claimed for
-- its notification when `claimed` is true: only that caller mails it.
create function public.submit_contact_message(
  p_idempotency_key uuid,
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
  p_client_address_hash text,
  p_now timestamptz,
  p_rate_limit_max integer,
  p_rate_limit_window_seconds integer,
  p_global_limit_max integer,
  p_claim_seconds integer
)
returns table (outcome text, message_id uuid, retry_after_seconds integer, claimed boolean)
language plpgsql
set search_path = ''
as $$
declare
  existing public.contact_messages%rowtype;
  window_start timestamptz := p_now - make_interval(secs => p_rate_limit_window_seconds);
  address_count integer;
  address_oldest timestamptz;
  global_count integer;
  global_oldest timestamptz;
  claimed_id uuid;
begin
  -- Serialise every submission: the global cap is one count, and a contact form's rate is low.
  perform pg_advisory_xact_lock(hashtextextended('public.submit_contact_message', 0));

  select * into existing from public.contact_messages where idempotency_key = p_idempotency_key;

  if not found then
    select count(*), min(created_at) into address_count, address_oldest
    from public.contact_messages
    where client_address_hash = p_client_address_hash and created_at > window_start;

    select count(*), min(created_at) into global_count, global_oldest
    from public.contact_messages
    where created_at > window_start;

    if address_count >= p_rate_limit_max or global_count >= p_global_limit_max then
      return query select 'rate_limited'::text, null::uuid,
        greatest(1, ceil(extract(epoch from greatest(
          case when address_count >= p_rate_limit_max then address_oldest end,
          case when global_count >= p_global_limit_max then global_oldest end
        ) - window_start)))::integer, false;
      return;
    end if;

    insert into public.contact_messages
      (idempotency_key, name, email, subject, message, client_address_hash, created_at,
       notification_attempts, notification_due_at)
    values (p_idempotency_key, p_name, p_email, p_subject, p_message, p_client_address_hash, p_now,
       1, p_now + make_interval(secs => p_claim_seconds))
    returning * into existing;

    return query select 'stored'::text, existing.id, null::integer, true;
    return;
  end if;

  if (existing.name, existing.email, existing.subject, existing.message)
     is distinct from (p_name, p_email, p_subject, p_message) then
    return query select 'key_reused'::text, null::uuid, null::integer, false;
    return;
  end if;

  -- A repeat may take over a notification that is due (never sent, not claimed, past its backoff).
  update public.contact_messages
  set notification_attempts = notification_attempts + 1,
      notification_due_at = p_now + make_interval(secs => p_claim_seconds)
  where id = existing.id and notified_at is null and notification_due_at <= p_now
  returning id into claimed_id;

  return query select 'duplicate'::text, existing.id, null::integer, claimed_id is not null;
end;
$$;

revoke execute on function public.submit_contact_message(uuid, text, text, text, text, text, timestamptz, integer, integer, integer, integer)
  from public, anon, authenticated;

-- Claims up to p_limit notifications that are due, for the sweep; concurrent sweeps skip each other's rows.
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
    where notified_at is null and notification_due_at <= p_now
    order by notification_due_at
    limit p_limit
    for update skip locked
  )
  returning *;
$$;

-- Forgets what no longer serves: address hashes past their window, and messages mailed to the
-- author longer ago than the retention. A message never mailed is kept until it is.
create function public.forget_contact_data(p_now timestamptz, p_window_seconds integer, p_retention_days integer)
returns table (addresses_cleared integer, messages_deleted integer)
language plpgsql
set search_path = ''
as $$
declare
  cleared integer;
  deleted integer;
begin
  update public.contact_messages set client_address_hash = null
  where client_address_hash is not null and created_at <= p_now - make_interval(secs => p_window_seconds);
  get diagnostics cleared = row_count;

  delete from public.contact_messages
  where notified_at is not null and notified_at <= p_now - make_interval(days => p_retention_days);
  get diagnostics deleted = row_count;

  return query select cleared, deleted;
end;
$$;

revoke execute on function public.claim_due_contact_notifications(timestamptz, integer, integer) from public, anon, authenticated;
revoke execute on function public.forget_contact_data(timestamptz, integer, integer) from public, anon, authenticated;

-- For the author in Supabase's table editor: what has not reached them yet, and when it is tried next.
create view public.contact_messages_unsent
with (security_invoker = true)
as
select id, created_at, notification_attempts, notification_due_at
from public.contact_messages
where notified_at is null;

revoke all on public.contact_messages_unsent from anon, authenticated;

-- On Supabase, pg_cron calls the function's sweep every minute through pg_net, with the address
-- and secrets kept in Vault (see the README). Skipped where those extensions are not available
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
