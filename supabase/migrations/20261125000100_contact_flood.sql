-- A flood never turns a visitor away (decision 0026): the global cap bounds the author's mails per
-- window, not what is stored; storage stops at twenty times the cap, which protects the database.

-- When a message took one of its window's mails: at once when stored within the cap, or when the
-- sweep let it through in a later window. Null while it is held.
alter table public.contact_messages add column mail_budgeted_at timestamptz;
update public.contact_messages set mail_budgeted_at = created_at;
create index contact_messages_mail_budget_idx on public.contact_messages (mail_budgeted_at);
create index contact_messages_held_idx on public.contact_messages (created_at) where mail_budgeted_at is null;

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

create or replace function public.submit_contact_message(
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
  stored_count integer;
  stored_oldest timestamptz;
  mailed_now boolean;
  claimed_id uuid;
begin
  -- Serialise every submission: the mail budget is one count, and a contact form's rate is low.
  perform pg_advisory_xact_lock(hashtextextended('public.submit_contact_message', 0));

  select * into existing from public.contact_messages where idempotency_key = p_idempotency_key;

  if not found then
    select count(*), min(created_at) into address_count, address_oldest
    from public.contact_messages
    where client_address_hash = p_client_address_hash and created_at > window_start;

    select count(*), min(created_at) into stored_count, stored_oldest
    from public.contact_messages
    where created_at > window_start;

    -- The storage ceiling: twenty times the cap, so a flood needs that many address buckets' worth to reach it.
    if address_count >= p_rate_limit_max or stored_count >= 20 * p_global_limit_max then
      return query select 'rate_limited'::text, null::uuid,
        greatest(1, ceil(extract(epoch from greatest(
          case when address_count >= p_rate_limit_max then address_oldest end,
          case when stored_count >= 20 * p_global_limit_max then stored_oldest end
        ) - window_start)))::integer, false;
      return;
    end if;

    -- Within the window's mails, claimed for its caller to send; beyond them, held for the sweep.
    mailed_now := public.contact_mails_left(p_now, p_rate_limit_window_seconds, p_global_limit_max) > 0;
    insert into public.contact_messages
      (idempotency_key, name, email, subject, message, client_address_hash, created_at,
       notification_attempts, notification_due_at, mail_budgeted_at)
    values (p_idempotency_key, p_name, p_email, p_subject, p_message, p_client_address_hash, p_now,
       case when mailed_now then 1 else 0 end,
       case when mailed_now then p_now + make_interval(secs => p_claim_seconds) else p_now end,
       case when mailed_now then p_now end)
    returning * into existing;

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

-- The sweep's claim, as before, of notifications that are due and not held.
create or replace function public.claim_due_contact_notifications(p_now timestamptz, p_claim_seconds integer, p_limit integer)
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

-- Lets held messages through, oldest first, as many as the window's mails left; the sweep then
-- claims and sends them. Under the submissions' lock, so the budget is one count.
create function public.release_held_contact_notifications(p_now timestamptz, p_window_seconds integer, p_global_limit_max integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  released integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('public.submit_contact_message', 0));
  update public.contact_messages set mail_budgeted_at = p_now
  where id in (
    select id from public.contact_messages
    where mail_budgeted_at is null
    order by created_at, id
    limit public.contact_mails_left(p_now, p_window_seconds, p_global_limit_max)
  );
  get diagnostics released = row_count;
  return released;
end;
$$;

revoke execute on function public.contact_mails_left(timestamptz, integer, integer) from public, anon, authenticated;
revoke execute on function public.release_held_contact_notifications(timestamptz, integer, integer)
  from public, anon, authenticated;

-- For the author: what has not reached them yet, whether it is held by the mail cap, and when it is tried next.
create or replace view public.contact_messages_unsent
with (security_invoker = true)
as
select id, created_at, notification_attempts, notification_due_at, mail_budgeted_at is null as held
from public.contact_messages
where notified_at is null;
