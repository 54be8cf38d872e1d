-- Which deliverer (one per server process) holds a 'sending' claim (issue 30). When a database
-- restart loses the answer to a claim, the claim is still committed but its deliverer never saw
-- it: the deliverer releases its own leftover claims at its next pass instead of leaving the mails
-- for the five-minute stale-claim rule, which is for deliverers that died.
ALTER TABLE outbox ADD COLUMN claimed_by text;
