CREATE TABLE "collection_hours" (
	"op_co" "op_co" NOT NULL,
	"weekday" smallint NOT NULL,
	"opens" time NOT NULL,
	"closes" time NOT NULL,
	CONSTRAINT "collection_hours_op_co_weekday_pk" PRIMARY KEY("op_co","weekday")
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "pickup_from_time" time;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "pickup_until" timestamp;--> statement-breakpoint
-- The site contact and access notes are 0024's columns (a breakdown's), shared by the pick-up.
-- Each opCo's collection hours (issue 35): weekdays, a Saturday morning where the opCo collects then.
INSERT INTO "collection_hours" ("op_co", "weekday", "opens", "closes")
SELECT o.op_co::"op_co", d.weekday, o.opens::time, o.closes::time
FROM (VALUES ('nl', '07:00', '17:00'), ('be', '07:30', '16:30'), ('de', '07:00', '16:00'), ('pl', '07:00', '17:00'), ('hu', '07:00', '16:00')) AS o(op_co, opens, closes)
CROSS JOIN generate_series(1, 5) AS d(weekday);--> statement-breakpoint
INSERT INTO "collection_hours" ("op_co", "weekday", "opens", "closes") VALUES ('de', 6, '08:00', '12:00'), ('pl', 6, '08:00', '13:00');
