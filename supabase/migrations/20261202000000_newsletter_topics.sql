-- Release alerts (decision 0075): a reader may ask to hear when a book on pre-order is out, through the
-- newsletter's double opt-in, with that book's slug as the sign-up's topic. A topic is a row of its own: one
-- mailbox may be pending for an alert and confirmed for the newsletter, and each is confirmed, unsubscribed and
-- forgotten on its own, by the links of its own mail. The one confirmation mail a day is per mailbox and topic:
-- a reader who asks for the newsletter and an alert at once gets both links; a stranger can send one mailbox no
-- more mails a day than the site has topics. An alert's consent is its own wording, versioned as the newsletter's (decision 0065), and a version
-- is taken only for the kind of sign-up it was offered for.
-- Re-defines subscribe_newsletter (a topic), release_deferred_newsletter_mails (returns it) and
-- newsletter_mailed_since (a topic), dropped and created; adds a newsletter_consent_wording that takes a kind (the one without stays, for the newsletter's);
-- confirm_newsletter and unsubscribe_newsletter name an address for the mailing list's copy only when it is
-- the newsletter's.

-- '' is the newsletter itself; any other topic is a book's slug, as its file is named.
alter table public.newsletter_subscribers
  add column topic text not null default '' check (topic = '' or topic ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
alter table public.newsletter_subscribers drop constraint newsletter_subscribers_email_key;
drop index public.newsletter_subscribers_mailbox_idx;
create unique index newsletter_subscribers_topic_idx on public.newsletter_subscribers (lower(email), topic);

-- Whether the mailbox was mailed a link for this topic since then: the daily limit of decision 0061, per topic.
drop function public.newsletter_mailed_since(text, timestamptz);
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
revoke execute on function public.newsletter_mailed_since(text, text, timestamptz) from public, anon, authenticated;

-- The same words could be offered for both kinds: each kind keeps its own record of them.
alter table public.newsletter_consent_wordings
  add column topic_kind text not null default 'newsletter' check (topic_kind in ('newsletter', 'alert'));
alter table public.newsletter_consent_wordings drop constraint newsletter_consent_wordings_pkey;
alter table public.newsletter_consent_wordings add primary key (version, topic_kind);

-- The wording of `p_version` offered for `p_kind` of sign-up, or null when the site never offered it for that
-- kind; the site's current wording of the kind (from the function's settings) registered first, once.
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

revoke execute on function public.newsletter_consent_wording(text, text, text, text, timestamptz)
  from public, anon, authenticated;

-- The newsletter's own wordings, as before: what a caller that names no kind means.
create or replace function public.newsletter_consent_wording(
  p_version text,
  p_current_version text,
  p_current_wording text,
  p_now timestamptz
)
returns text
language sql
set search_path = ''
as $$
  select public.newsletter_consent_wording(p_version, 'newsletter', p_current_version, p_current_wording, p_now);
$$;

drop function public.subscribe_newsletter(uuid, text, text, text, boolean, text, text, text, timestamptz, integer,
  integer, integer, integer, integer, integer, integer, text, text, integer, integer);

-- As before, for the topic `p_topic` of the address: its row is found, or made, by address and topic.
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

revoke execute on function public.subscribe_newsletter(uuid, text, text, text, boolean, text, text, text, timestamptz, integer,
  integer, integer, integer, integer, integer, integer, text, text, integer, integer, text)
  from public, anon, authenticated;

drop function public.release_deferred_newsletter_mails(timestamptz, integer, integer, text[], text[], integer, integer);

-- As before, and each mail's topic: an alert's mail names its book.
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

revoke execute on function public.release_deferred_newsletter_mails(timestamptz, integer, integer, text[], text[], integer,
  integer)
  from public, anon, authenticated;

-- As before; `email` is set only when this call confirmed a reader of the newsletter itself: an alert's reader
-- is not on the list the author sends the newsletter to.
create or replace function public.confirm_newsletter(p_token_hash text, p_now timestamptz)
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

-- As before: a link unsubscribes its own topic; `email` is set only when that was the newsletter's confirmed reader.
create or replace function public.unsubscribe_newsletter(p_token_hash text, p_now timestamptz)
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
