-- One mailbox, one confirmation mail a day, however its address is written (decision 0061): the daily key
-- folds a `+tag` (most mail hosts deliver victim+anything@ to victim@), and for Gmail the dots of the local
-- part and googlemail.com, which Gmail ignores. Each spelling keeps its own row, as signed up; only the daily
-- mail is counted per mailbox. Re-defines newsletter_mailed_since.

-- The mailbox an address reaches: lowercased, its +tag cut, and for Gmail its dots and googlemail.com folded.
-- Two addresses with one key may be two mailboxes at a host that honours neither; they then share one mail a day.
create function public.newsletter_mailbox(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when domain in ('gmail.com', 'googlemail.com') then replace(local, '.', '') || '@gmail.com'
              else local || '@' || domain end
  from (select split_part(split_part(lower(p_email), '@', 1), '+', 1) as local,
               split_part(lower(p_email), '@', 2) as domain) address;
$$;

alter table public.newsletter_subscribers
  add column mailbox text not null generated always as (public.newsletter_mailbox(email)) stored;
create index newsletter_subscribers_mailbox_mailed_idx on public.newsletter_subscribers (mailbox, mailed_at);

create or replace function public.newsletter_mailed_since(p_email text, p_since timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select from public.newsletter_subscribers
    where mailbox = public.newsletter_mailbox(p_email) and mailed_at > p_since
  );
$$;

revoke execute on function public.newsletter_mailbox(text) from public, anon, authenticated;
