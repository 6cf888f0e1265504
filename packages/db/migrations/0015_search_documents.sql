CREATE TABLE "search_documents" (
	"term" text NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"words" "tsvector"
);
--> statement-breakpoint
DROP INDEX "centres_name_trgm_idx";--> statement-breakpoint
DROP INDEX "places_search_trgm_idx";--> statement-breakpoint
DROP INDEX "rooms_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_documents_term_idx" ON "search_documents" USING btree ("term");--> statement-breakpoint
CREATE INDEX "search_documents_ref_idx" ON "search_documents" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "search_documents_place_trgm_idx" ON "search_documents" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false) WHERE kind = 'place';--> statement-breakpoint
CREATE INDEX "search_documents_centre_trgm_idx" ON "search_documents" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false) WHERE kind = 'centre';--> statement-breakpoint
CREATE INDEX "search_documents_room_trgm_idx" ON "search_documents" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false) WHERE kind = 'room';--> statement-breakpoint
CREATE INDEX "search_documents_words_idx" ON "search_documents" USING gin ("words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "centres_position_idx" ON "centres" USING btree ("latitude","longitude");--> statement-breakpoint
-- The search's documents (decision 0030, "Speed"): one row per name or alias of a place, centre
-- or room, kept in step by triggers, so every write (the console's, a script's, the seed's)
-- updates them in its own transaction. A term is the name lowercased with single spaces; a
-- centre's words are its name, address and city's name (a city's name does not change).
CREATE FUNCTION search_term(raw text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT trim(regexp_replace(lower(raw), '\s+', ' ', 'g')) $$;--> statement-breakpoint
CREATE FUNCTION search_documents_of_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_documents WHERE kind = 'place' AND ref_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_documents (term, kind, ref_id, words)
    SELECT DISTINCT search_term(x), 'place', NEW.id, to_tsvector('simple', NEW.name || ' ' || replace(NEW.aliases, ',', ' '))
    FROM unnest(string_to_array(NEW.name || ',' || NEW.aliases, ',')) x
    WHERE search_term(x) <> '';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_documents_of_centre() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_documents WHERE kind = 'centre' AND ref_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND search_term(NEW.name) <> '' THEN
    INSERT INTO search_documents (term, kind, ref_id, words)
    VALUES (search_term(NEW.name), 'centre', NEW.id,
      to_tsvector('simple', NEW.name || ' ' || NEW.address || ' ' || coalesce((SELECT name FROM cities WHERE slug = NEW.city_slug), '')));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_documents_of_room() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_documents WHERE kind = 'room' AND ref_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND search_term(NEW.name) <> '' THEN
    INSERT INTO search_documents (term, kind, ref_id, words)
    VALUES (search_term(NEW.name), 'room', NEW.id, to_tsvector('simple', NEW.name));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER places_search_documents AFTER INSERT OR DELETE OR UPDATE OF name, aliases ON places
  FOR EACH ROW EXECUTE FUNCTION search_documents_of_place();--> statement-breakpoint
CREATE TRIGGER centres_search_documents AFTER INSERT OR DELETE OR UPDATE OF name, address, city_slug ON centres
  FOR EACH ROW EXECUTE FUNCTION search_documents_of_centre();--> statement-breakpoint
CREATE TRIGGER rooms_search_documents AFTER INSERT OR DELETE OR UPDATE OF name ON rooms
  FOR EACH ROW EXECUTE FUNCTION search_documents_of_room();--> statement-breakpoint
-- What is already there.
INSERT INTO search_documents (term, kind, ref_id, words)
SELECT DISTINCT search_term(x), 'place', p.id, to_tsvector('simple', p.name || ' ' || replace(p.aliases, ',', ' '))
FROM places p CROSS JOIN LATERAL unnest(string_to_array(p.name || ',' || p.aliases, ',')) x
WHERE search_term(x) <> '';--> statement-breakpoint
INSERT INTO search_documents (term, kind, ref_id, words)
SELECT search_term(ce.name), 'centre', ce.id, to_tsvector('simple', ce.name || ' ' || ce.address || ' ' || c.name)
FROM centres ce JOIN cities c ON c.slug = ce.city_slug WHERE search_term(ce.name) <> '';--> statement-breakpoint
INSERT INTO search_documents (term, kind, ref_id, words)
SELECT search_term(name), 'room', id, to_tsvector('simple', name) FROM rooms WHERE search_term(name) <> '';--> statement-breakpoint
ANALYZE search_documents;
