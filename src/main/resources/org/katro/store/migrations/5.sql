-- version 5: a learner's optional picture password, the two pictures tapped in order ("zebu star"); '' for none.
-- Kept as it is, not hashed: 36 choices keep classmates from answering for each other, not a secret from anyone.
ALTER TABLE learner ADD COLUMN pictures_password TEXT NOT NULL DEFAULT ''
