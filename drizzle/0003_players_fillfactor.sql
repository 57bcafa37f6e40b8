-- Custom SQL migration file, put your code below! --
-- Half of each page of players is left free (issue #7). Saving restrictions, notifying and
-- resetting update every player of an event at once; with room on the page, PostgreSQL
-- writes each new row version beside the old one without touching the three indexes (a HOT
-- update): updating 10,000 players took 2 to 5 times less time, on PGlite and PostgreSQL. The rows
-- already stored keep their pages until they are next updated. Drizzle cannot say this in
-- schema.ts, hence a hand-written migration.
ALTER TABLE "players" SET (fillfactor = 50);
