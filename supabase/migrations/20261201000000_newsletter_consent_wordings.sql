-- Consent as the author wrote it (decision 0065): the server keeps each consent wording the site has offered,
-- by its version (the SHA-256 of its exact text, in hex), and a sign-up names a version, never a text of its
-- own. The function registers the wording it is deployed with on its first sign-up, so a wording stays known
-- after the author changes it, for pages and outboxes still naming it. The confirmation mail quotes the
-- wording, so the deferred mails' release now says which. Re-defines release_deferred_newsletter_mails (a new
-- column returned, so dropped and created).

create table public.newsletter_consent_wordings (
  version text primary key check (version ~ '^[0-9a-f]{64}$'),
  wording text not null check (char_length(wording) between 1 and 500),
  first_offered_at timestamptz not null
);

-- Like every table here: nothing through the public API (the anon key is public).
alter table public.newsletter_consent_wordings enable row level security;
revoke all on table public.newsletter_consent_wordings from anon, authenticated;

-- The wording of `p_version`, or null when the site never offered it; the site's current wording (from the
-- function's settings, never from a request) registered first, once.
create function public.newsletter_consent_wording(
  p_version text,
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
    insert into public.newsletter_consent_wordings (version, wording, first_offered_at)
    values (p_current_version, p_current_wording, p_now)
    on conflict (version) do nothing;
  end if;
  return (select wording from public.newsletter_consent_wordings where version = p_version);
end;
$$;

revoke execute on function public.newsletter_consent_wording(text, text, text, timestamptz)
  from public, anon, authenticated;

drop function public.release_deferred_newsletter_mails(timestamptz, integer, integer, text[], text[], integer, integer);

-- Sends waiting mails, as many as the window has left and the caller brought tokens for (their hashes, pair
-- by pair), one network at a time: each network's oldest in turn, the networks with fewest waiting first, so
-- a reader waits behind no flood's queue. Returns each address with the position of its tokens and the consent
-- wording its mail quotes. Under the sign-ups' lock, so the budget is one count. A reader confirmed meanwhile,
-- or whose mailbox had its mail of the day meanwhile, is owed nothing.
create function public.release_deferred_newsletter_mails(
  p_now timestamptz,
  p_window_seconds integer,
  p_global_limit_max integer,
  p_confirm_token_hashes text[],
  p_unsubscribe_token_hashes text[],
  p_confirm_seconds integer,
  p_mail_interval_seconds integer
)
returns table (email text, token_index integer, consent text)
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
       or public.newsletter_mailed_since(waiting.email, p_now - make_interval(secs => p_mail_interval_seconds)) then
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
    return query select waiting.email, n, waiting.deferred_consent;
  end loop;
end;
$$;

revoke execute on function public.release_deferred_newsletter_mails(timestamptz, integer, integer, text[], text[], integer,
  integer)
  from public, anon, authenticated;
