-- Product names written before issue 32 gave every language the size with a decimal point
-- ("Bouwhek 4.5 m"). Every language but English writes a decimal comma: a digit, a point and a
-- digit become a digit, a comma and a digit in those names (the seed now writes them so).
UPDATE products p
SET names = (
  SELECT jsonb_object_agg(n.key, CASE WHEN n.key = 'en-US' THEN n.value ELSE to_jsonb(regexp_replace(n.value #>> '{}', '([0-9])\.([0-9])', '\1,\2', 'g')) END)
  FROM jsonb_each(p.names) n
)
WHERE EXISTS (SELECT 1 FROM jsonb_each_text(p.names) n WHERE n.key <> 'en-US' AND n.value ~ '[0-9]\.[0-9]');
