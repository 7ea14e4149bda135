ALTER TABLE "stores" ADD COLUMN "country_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
-- Hand-written (issue 21): every store was created in the US. A store whose merchant has not chosen a
-- country follows its saved WhatsApp number (the calling code; +1 numbers of the Dominican Republic and
-- Puerto Rico by area code, other +1 stay US), as the server does from now on (routes/checkout). Then each
-- store takes its country's default time zone (@panel/domain store-country.ts / order-hold.ts).
UPDATE "stores" s SET "country" = c."country"
FROM "store_checkouts" k
JOIN (VALUES
	('+54', 'AR'), ('+591', 'BO'), ('+55', 'BR'), ('+56', 'CL'), ('+57', 'CO'), ('+506', 'CR'),
	('+53', 'CU'), ('+593', 'EC'), ('+34', 'ES'), ('+502', 'GT'), ('+504', 'HN'), ('+52', 'MX'),
	('+505', 'NI'), ('+507', 'PA'), ('+51', 'PE'), ('+595', 'PY'), ('+503', 'SV'), ('+598', 'UY'),
	('+58', 'VE')
) AS c("area", "country") ON c."area" = k."phone_area"
WHERE k."store_id" = s."id" AND NOT s."country_chosen" AND coalesce(k."phone", '') <> '';
--> statement-breakpoint
UPDATE "stores" s SET "country" = CASE
		WHEN left(k."phone", 3) IN ('809', '829', '849') THEN 'DO'
		WHEN left(k."phone", 3) IN ('787', '939') THEN 'PR'
		ELSE 'US'
	END
FROM "store_checkouts" k
WHERE k."store_id" = s."id" AND NOT s."country_chosen" AND k."phone_area" = '+1'
	AND coalesce(k."phone", '') <> '';
--> statement-breakpoint
UPDATE "stores" s SET "time_zone" = z."zone"
FROM (VALUES
	('AR', 'America/Argentina/Buenos_Aires'), ('BO', 'America/La_Paz'), ('BR', 'America/Sao_Paulo'),
	('CL', 'America/Santiago'), ('CO', 'America/Bogota'), ('CR', 'America/Costa_Rica'),
	('CU', 'America/Havana'), ('DO', 'America/Santo_Domingo'), ('EC', 'America/Guayaquil'),
	('ES', 'Europe/Madrid'), ('GT', 'America/Guatemala'), ('HN', 'America/Tegucigalpa'),
	('MX', 'America/Mexico_City'), ('NI', 'America/Managua'), ('PA', 'America/Panama'),
	('PE', 'America/Lima'), ('PR', 'America/Puerto_Rico'), ('PY', 'America/Asuncion'),
	('SV', 'America/El_Salvador'), ('US', 'America/New_York'), ('UY', 'America/Montevideo'),
	('VE', 'America/Caracas')
) AS z("country", "zone")
WHERE z."country" = s."country";
