-- Messages sent through the contact form. Only the send-contact-email function writes here,
-- through its own database connection; visitors never touch the table directly.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  -- Made by the visitor's browser per submission, so a retried request never stores twice.
  idempotency_key uuid not null unique,
  name text not null check (char_length(name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  subject text not null check (char_length(subject) between 1 and 200),
  message text not null check (char_length(message) between 10 and 5000),
  -- HMAC-SHA-256 of the client address with a server-side salt: enough to rate-limit,
  -- useless for finding out who wrote.
  client_address_hash text not null check (client_address_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  -- Null until the author's notification mail went out; a retry of the request may send it then.
  notified_at timestamptz
);

create index contact_messages_rate_limit_idx on public.contact_messages (client_address_hash, created_at);

-- No policy for anon or authenticated on purpose: with RLS on and no policy, nobody reads or
-- writes through the public API. The revoke also undoes Supabase's default grants.
alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from anon, authenticated;

-- One round trip that decides a submission atomically, so the rate limit and the idempotency
-- key hold across any number of function instances.
create function public.submit_contact_message(
  p_idempotency_key uuid,
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
  p_client_address_hash text,
  p_now timestamptz,
  p_rate_limit_max integer,
  p_rate_limit_window_seconds integer
)
returns table (outcome text, message_id uuid, retry_after_seconds integer, needs_notification boolean)
language plpgsql
set search_path = ''
as $$
declare
  existing public.contact_messages%rowtype;
  window_start timestamptz := p_now - make_interval(secs => p_rate_limit_window_seconds);
  recent_count integer;
  oldest_recent timestamptz;
begin
  -- Serialise submissions per client, otherwise two instances could both pass the count.
  perform pg_advisory_xact_lock(hashtextextended(p_client_address_hash, 0));

  select * into existing from public.contact_messages where idempotency_key = p_idempotency_key;

  if not found then
    select count(*), min(created_at) into recent_count, oldest_recent
    from public.contact_messages
    where client_address_hash = p_client_address_hash and created_at > window_start;

    if recent_count >= p_rate_limit_max then
      return query select 'rate_limited'::text, null::uuid,
        greatest(1, ceil(extract(epoch from oldest_recent - window_start)))::integer, false;
      return;
    end if;

    insert into public.contact_messages (idempotency_key, name, email, subject, message, client_address_hash, created_at)
    values (p_idempotency_key, p_name, p_email, p_subject, p_message, p_client_address_hash, p_now)
    on conflict (idempotency_key) do nothing
    returning * into existing;

    if existing.id is not null then
      return query select 'stored'::text, existing.id, null::integer, true;
      return;
    end if;

    -- A concurrent request with the same key stored first: answer as a repeat of it.
    select * into existing from public.contact_messages where idempotency_key = p_idempotency_key;
  end if;

  if (existing.name, existing.email, existing.subject, existing.message)
     is distinct from (p_name, p_email, p_subject, p_message) then
    return query select 'key_reused'::text, null::uuid, null::integer, false;
    return;
  end if;

  return query select 'duplicate'::text, existing.id, null::integer, existing.notified_at is null;
end;
$$;

revoke execute on function public.submit_contact_message(uuid, text, text, text, text, text, timestamptz, integer, integer)
  from public, anon, authenticated;
