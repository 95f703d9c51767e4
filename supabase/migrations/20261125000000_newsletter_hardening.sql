-- What a hostile reader found (issue #30): one mailbox reached under many casings of its address,
-- and consent records anyone who knew an address could rewrite.

-- One row per mailbox, however its address is cased: the daily mail cap is decided on that row.
-- Mail hosts treat local parts case-insensitively in practice (RFC 5321 allows otherwise, but
-- honours it nowhere one would sign up from), and domains are case-insensitive by definition, so
-- `Victim@x` and `victim@x` are one reader. Fails, changing nothing, if the table already holds two
-- casings of one address; merge them by hand first.
create unique index newsletter_subscribers_mailbox_idx on public.newsletter_subscribers (lower(email));

-- The consent wording each confirmation link was mailed for: confirming stores that one, so a
-- later sign-up of the address (by anyone) cannot change what the reader agreed to.
alter table public.newsletter_tokens add column consent text check (char_length(consent) between 1 and 500);
update public.newsletter_tokens t set consent = s.consent
from public.newsletter_subscribers s
where s.id = t.subscriber_id and t.purpose = 'confirm';
alter table public.newsletter_tokens
  add constraint newsletter_tokens_consent_for_confirm check ((purpose = 'confirm') = (consent is not null));

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

  -- A known address's record stays as it is, whoever posts it: its consent, or its withdrawal, changes
  -- only when the reader follows a link. The address keeps the spelling it was first signed up with.
  insert into public.newsletter_subscribers as s (email, status, consent, subscribed_at)
  values (p_email, 'pending', p_consent, p_now)
  on conflict (lower(email)) do update set email = s.email
  returning * into subscriber;

  -- Anyone not confirmed (new, pending, or unsubscribed) is mailed a link to confirm, once a day at most.
  update public.newsletter_subscribers
  set mailed_at = p_now
  where id = subscriber.id
    and status <> 'confirmed'
    and (mailed_at is null or mailed_at <= p_now - make_interval(secs => p_mail_interval_seconds))
  returning id into claimed_id;

  if claimed_id is null then
    return query select 'accepted'::text, null::integer, null::text;
    return;
  end if;

  insert into public.newsletter_tokens (hash, subscriber_id, purpose, created_at, expires_at, consent)
  values
    (p_confirm_token_hash, claimed_id, 'confirm', p_now, p_now + make_interval(secs => p_confirm_seconds), p_consent),
    (p_unsubscribe_token_hash, claimed_id, 'unsubscribe', p_now, null, null);

  return query select 'accepted'::text, null::integer, subscriber.email;
end;
$$;

-- Confirming stores the consent of the link followed: its wording, and its time as the sign-up's.
-- An earlier withdrawal's time stays beside it, on record.
create or replace function public.confirm_newsletter(p_token_hash text, p_now timestamptz)
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
  set status = 'confirmed', confirmed_at = p_now, consent = token.consent, subscribed_at = token.created_at
  where s.id = token.subscriber_id and s.status <> 'confirmed'
  returning s.email into confirmed_email;

  return query select case when confirmed_email is null then 'already-confirmed' else 'confirmed' end, confirmed_email;
end;
$$;

-- As before, and a withdrawal is kept four years, then forgotten (decision 0013 says why that long).
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
  update public.newsletter_requests set client_address_hash = null
  where client_address_hash is not null and received_at <= p_now - make_interval(secs => p_window_seconds);
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
