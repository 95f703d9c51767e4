-- What a hostile reader found (issue #30): one mailbox reached under many casings of its address.

-- One row per mailbox, however its address is cased: the daily mail cap is decided on that row.
-- Mail hosts treat local parts case-insensitively in practice (RFC 5321 allows otherwise, but
-- honours it nowhere one would sign up from), and domains are case-insensitive by definition, so
-- `Victim@x` and `victim@x` are one reader. Fails, changing nothing, if the table already holds two
-- casings of one address; merge them by hand first.
create unique index newsletter_subscribers_mailbox_idx on public.newsletter_subscribers (lower(email));

create or replace function public.subscribe_newsletter(
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
  -- The address keeps the spelling it was first signed up with.
  insert into public.newsletter_subscribers as s (email, status, consent, subscribed_at)
  values (p_email, 'pending', p_consent, p_now)
  on conflict (lower(email)) do update set
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
