-- A flood of sign-ups never turns a reader away (decision 0026, as the contact form): the global cap
-- bounds the confirmation mails per window, not what is stored; storage stops at twenty times the cap.

-- A sign-up whose confirmation mail found no room in the window: since when it waits, and the consent
-- its link will carry. Both null when no mail waits.
alter table public.newsletter_subscribers
  add column mail_deferred_at timestamptz,
  add column deferred_consent text check (char_length(deferred_consent) between 1 and 500),
  add constraint newsletter_subscribers_deferred_consent check ((mail_deferred_at is null) = (deferred_consent is null));
create index newsletter_subscribers_mailed_idx on public.newsletter_subscribers (mailed_at);
create index newsletter_subscribers_deferred_idx on public.newsletter_subscribers (mail_deferred_at)
  where mail_deferred_at is not null;

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

  -- The storage ceiling, as the contact form's: twenty times the cap of sign-ups in the window.
  if address_count >= p_rate_limit_max or global_count >= 20 * p_global_limit_max then
    return query select 'rate_limited'::text,
      greatest(1, ceil(extract(epoch from greatest(
        case when address_count >= p_rate_limit_max then address_oldest end,
        case when global_count >= 20 * p_global_limit_max then global_oldest end
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

  -- Anyone not confirmed (new, pending, or unsubscribed) is mailed a link to confirm, once a day at most,
  -- while the window has mails left; beyond them the mail waits for room, with this sign-up's consent.
  if subscriber.status = 'confirmed'
     or subscriber.mailed_at > p_now - make_interval(secs => p_mail_interval_seconds) then
    return query select 'accepted'::text, null::integer, null::text;
    return;
  end if;
  if public.newsletter_mails_left(p_now, p_rate_limit_window_seconds, p_global_limit_max) = 0 then
    update public.newsletter_subscribers
    set mail_deferred_at = coalesce(mail_deferred_at, p_now), deferred_consent = coalesce(deferred_consent, p_consent)
    where id = subscriber.id;
    return query select 'accepted'::text, null::integer, null::text;
    return;
  end if;

  update public.newsletter_subscribers
  set mailed_at = p_now, mail_deferred_at = null, deferred_consent = null
  where id = subscriber.id
  returning id into claimed_id;

  insert into public.newsletter_tokens (hash, subscriber_id, purpose, created_at, expires_at, consent)
  values
    (p_confirm_token_hash, claimed_id, 'confirm', p_now, p_now + make_interval(secs => p_confirm_seconds), p_consent),
    (p_unsubscribe_token_hash, claimed_id, 'unsubscribe', p_now, null, null);

  return query select 'accepted'::text, null::integer, subscriber.email;
end;
$$;

-- Sends waiting mails, oldest first, as many as the window has left and the caller brought tokens for
-- (their hashes, pair by pair); returns each address with the position of its tokens. Under the sign-ups'
-- lock, so the budget is one count. A reader confirmed meanwhile (by an older link) is owed nothing.
create function public.release_deferred_newsletter_mails(
  p_now timestamptz,
  p_window_seconds integer,
  p_global_limit_max integer,
  p_confirm_token_hashes text[],
  p_unsubscribe_token_hashes text[],
  p_confirm_seconds integer
)
returns table (email text, token_index integer)
language plpgsql
set search_path = ''
as $$
declare
  waiting public.newsletter_subscribers%rowtype;
  n integer := 0;
begin
  perform pg_advisory_xact_lock(hashtextextended('public.subscribe_newsletter', 0));

  update public.newsletter_subscribers set mail_deferred_at = null, deferred_consent = null
  where mail_deferred_at is not null and status = 'confirmed';

  for waiting in
    select * from public.newsletter_subscribers s
    where s.mail_deferred_at is not null
    order by s.mail_deferred_at, s.id
    limit least(public.newsletter_mails_left(p_now, p_window_seconds, p_global_limit_max),
                coalesce(array_length(p_confirm_token_hashes, 1), 0))
  loop
    n := n + 1;
    update public.newsletter_subscribers
    set mailed_at = p_now, mail_deferred_at = null, deferred_consent = null
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

revoke execute on function public.newsletter_mails_left(timestamptz, integer, integer) from public, anon, authenticated;
revoke execute on function public.release_deferred_newsletter_mails(timestamptz, integer, integer, text[], text[], integer)
  from public, anon, authenticated;

