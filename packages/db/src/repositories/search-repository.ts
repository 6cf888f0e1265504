import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";

// The search's matching (issue 19, decision 0030): PostgreSQL full text ('simple'
// configuration: names, not English prose) plus pg_trgm similarity, one query per kind of
// thing. Every kind is judged the same way, term by term (a name or one of its aliases):
//   exact  the term is the keyword;
//   text   the term holds the keyword (typing a prefix), or the keyword holds the term (a
//          longer query such as "day pass bangalore"), or every word of the keyword is a word
//          of the name (full text, any order);
//   fuzzy  only similar: a trigram similarity of 0.3, or the keyword close to a word of it
//          (word similarity 0.6), which is what tolerates typos ("koramangla").
// The keyword comes normalised (lowercase, single spaces); it is only ever a bound parameter.

export type SearchMatchFlags = { exact: boolean; text: boolean; score: number };
export type CitySearchRow = SearchMatchFlags & { slug: string; name: string; live: boolean; latitude: number; longitude: number };
export type PlaceSearchRow = SearchMatchFlags & {
  id: number;
  name: string;
  kind: string;
  citySlug: string;
  cityName: string;
  latitude: number;
  longitude: number;
};
export type CentreSearchRow = SearchMatchFlags & {
  id: number;
  name: string;
  address: string;
  citySlug: string;
  cityName: string;
  latitude: number;
  longitude: number;
};
export type RoomSearchRow = SearchMatchFlags & {
  id: number;
  seoId: string;
  name: string;
  productTypeId: number;
  productTypeName: string;
  capacity: number;
  centreName: string;
  citySlug: string;
  cityName: string;
  latitude: number;
  longitude: number;
};
export type ProductSearchRow = SearchMatchFlags & { id: number; name: string };

/** A keyword as a LIKE pattern's literal part (its %, _ and \\ escaped). */
function likeLiteral(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** exact, text and score of `term` (a lowercase SQL expression) against the keyword; `words` is its full-text vector. */
function matchColumns(term: SQL, keyword: string, words: SQL, textKeyword = keyword): SQL {
  const like = `%${likeLiteral(keyword)}%`;
  return sql`(${term} = ${keyword}) as exact,
    (${term} like ${like} escape '\\'
      or (length(${term}) >= 4 and position(${term} in ${keyword}) > 0)
      or ${words} @@ plainto_tsquery('simple', ${textKeyword})) as text,
    greatest(similarity(${term}, ${keyword}), word_similarity(${keyword}, ${term}))::float8 as score`;
}

/** Whether `term` matches the keyword at all (for the few cities and product types, read whole). */
function matches(term: SQL, keyword: string): SQL {
  const like = `%${likeLiteral(keyword)}%`;
  return sql`(${term} like ${like} escape '\\'
    or ${term} % ${keyword}
    or ${keyword} <% ${term}
    or (length(${term}) >= 4 and position(${term} in ${keyword}) > 0)
    or to_tsvector('simple', ${term}) @@ plainto_tsquery('simple', ${keyword}))`;
}

/** The best term of each thing: exact over text over score. */
const BEST_TERM = sql`exact desc, text desc, score desc`;

/**
 * The most candidates one way of matching may bring (each way its own LIMIT). A keyword most of
 * the catalogue holds ("room") then costs a few hundred rows, not the catalogue: the results are
 * ranked among those, which is what a suggestion list needs.
 */
export const SEARCH_CANDIDATES = 200;

/**
 * Runs of whole words of the keyword of at least four letters ("day pass bangalore" holds
 * "day pass", "bangalore", "pass bangalore"...): a name equal to one is a name the keyword
 * holds, found by the primary key instead of by reading every name.
 */
export function keywordPhrases(keyword: string): string[] {
  const words = keyword.split(" ").filter(Boolean).slice(0, 12);
  const phrases = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j <= words.length; j++) {
      const phrase = words.slice(i, j).join(" ");
      if (phrase.length >= 4 && phrase !== keyword) phrases.add(phrase);
    }
  }
  return [...phrases];
}

type DocumentKind = "place" | "centre" | "room";

export type SearchOptions = {
  activeOnly: boolean;
  limit: number;
  /** The keyword for full text, old spellings modernised ("bangalore" to "bengaluru"); else the keyword. */
  textKeyword?: string;
  /** The city the keyword names beside other words: its things come first among equals ("day pass bangalore"). */
  namedCity?: string | null;
};

/**
 * The ids of the things of one kind whose names match the keyword, each way of matching a query
 * an index serves (decision 0030, "Speed"): the term's btree for the exact name and the phrases
 * the keyword holds, the kind's trigram index for "holds the keyword" (LIKE) and for similar
 * names (`<%` word similarity 0.6, and for places and centres `%` similarity 0.3: pg_trgm's
 * default thresholds), the full-text index for every word in any order. The kind is written as
 * a literal so that the planner picks the kind's partial index.
 */
function candidateIds(kind: DocumentKind, keyword: string, textKeyword: string): SQL {
  const k = sql.raw(`'${kind}'`);
  const cap = sql.raw(String(SEARCH_CANDIDATES));
  const like = `%${likeLiteral(keyword)}%`;
  const phrases = keywordPhrases(keyword);
  const branches: SQL[] = [
    sql`(select ref_id from search_documents where kind = ${k} and term = ${keyword})`,
    sql`(select ref_id from search_documents where kind = ${k} and term like ${like} escape '\\' limit ${cap})`,
    sql`(select ref_id from search_documents where kind = ${k} and words @@ plainto_tsquery('simple', ${textKeyword}) limit ${cap})`,
    sql`(select ref_id from search_documents where kind = ${k} and ${keyword} <% term limit ${cap})`,
  ];
  // One array parameter, however many phrases: the statement's text stays the same (prepared once).
  branches.push(sql`(select ref_id from search_documents where kind = ${k} and term = any(${sql.param(phrases)}::text[]) limit ${cap})`);
  // Whole-name similarity is loose (two names sharing a common word pass it): on rooms, where
  // thousands of names share words ("Meeting Room"), the index cannot narrow it, so rooms rely
  // on word similarity, which it can.
  if (kind !== "room") branches.push(sql`(select ref_id from search_documents where kind = ${k} and term % ${keyword} limit ${cap})`);
  return sql.join(branches, sql` union `);
}

/**
 * Runs the search's queries in one transaction with its settings: pg_trgm's thresholds stated
 * (similarity 0.3, word similarity 0.6, whatever the server's defaults), and sequential scans
 * discouraged. The planner costs a trigram comparison like an integer comparison, so on a table
 * of ten thousand short rows it would rather compare every row (25 ms) than read the kind's
 * trigram index (under 1 ms); with the setting it takes the index whenever there is one. JIT
 * off: a plan that must still read a small table whole (cities, product types) then costs
 * above JIT's threshold, and compiling it took 200 ms.
 */
export async function withSearchSettings<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', '0.3', true), set_config('pg_trgm.word_similarity_threshold', '0.6', true),
        set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`,
    );
    return run(tx as unknown as Database);
  });
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

type PreparingDatabase = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  _: {
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        arrayMode: false,
      ): { execute(): Promise<unknown> };
    };
  };
};

/**
 * A search query as a named prepared statement: PostgreSQL plans it once per connection
 * instead of on every keystroke (planning was half of a query's cost, decision 0030). Each
 * name must always carry the same text: only the keyword's values change. drizzle's `execute`
 * does not name statements, so this goes through its session's prepared query (the same path
 * as the query builder's `.prepare(name)`); PGlite's session ignores the name.
 */
async function preparedRowsOf<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const { dialect, _ } = db as unknown as PreparingDatabase;
  const result: unknown = await _.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

/** Cities by name or any of `aliases` (slug to other names, from the domain). */
export async function searchCities(
  db: Database,
  keyword: string,
  aliases: Record<string, readonly string[]>,
  options: { activeOnly: boolean },
): Promise<CitySearchRow[]> {
  const aliasRows = Object.entries(aliases).flatMap(([slug, names]) => names.map((name) => sql`(${slug}, ${name.toLowerCase()})`));
  const term = sql`t.term`;
  return preparedRowsOf<CitySearchRow>(
    db,
    `search_cities_${options.activeOnly ? "active" : "all"}`,
    sql`select distinct on (c.slug) c.slug, c.name, c.live, c.latitude, c.longitude,
        ${matchColumns(term, keyword, sql`to_tsvector('simple', t.term)`)}
      from cities c
      join (select slug, lower(name) as term from cities
            union all select * from (values ${sql.join(aliasRows, sql`, `)}) as a(slug, term)) t on t.slug = c.slug
      where ${matches(term, keyword)} ${options.activeOnly ? sql`and c.is_active` : sql``}
      order by c.slug, ${BEST_TERM}`,
  );
}

/** Localities, metro stations, tech parks and airports, by name or alias. */
export async function searchPlaces(db: Database, keyword: string, options: SearchOptions): Promise<PlaceSearchRow[]> {
  return preparedRowsOf<PlaceSearchRow>(
    db,
    `search_places_${options.activeOnly ? "active" : "all"}`,
    sql`with candidates as (${candidateIds("place", keyword, options.textKeyword ?? keyword)})
      select * from (
        select distinct on (p.id) p.id, p.name, p.kind, p.city_slug as "citySlug", c.name as "cityName",
          p.latitude, p.longitude, ${matchColumns(sql`d.term`, keyword, sql`d.words`, options.textKeyword)}
        from candidates
        join search_documents d on d.ref_id = candidates.ref_id and d.kind = 'place'
        join places p on p.id = candidates.ref_id
        join cities c on c.slug = p.city_slug
        ${options.activeOnly ? sql`where p.is_active and c.is_active` : sql``}
        order by p.id, ${BEST_TERM}
      ) best order by exact desc, text desc, "citySlug" = ${options.namedCity ?? ""} desc, score desc, id limit ${options.limit}`,
  );
}

/** Centres by name; the words of their address count as text too ("Domlur" finds the centre there). */
export async function searchCentres(db: Database, keyword: string, options: SearchOptions): Promise<CentreSearchRow[]> {
  return preparedRowsOf<CentreSearchRow>(
    db,
    `search_centres_${options.activeOnly ? "active" : "all"}`,
    sql`with candidates as (${candidateIds("centre", keyword, options.textKeyword ?? keyword)})
      select ce.id, ce.name, ce.address, ce.city_slug as "citySlug", c.name as "cityName", ce.latitude, ce.longitude,
        ${matchColumns(sql`d.term`, keyword, sql`d.words`, options.textKeyword)}
      from candidates
      join search_documents d on d.ref_id = candidates.ref_id and d.kind = 'centre'
      join centres ce on ce.id = candidates.ref_id
      join cities c on c.slug = ce.city_slug
      ${options.activeOnly ? sql`where ce.is_active and c.is_active` : sql``}
      order by exact desc, text desc, ce.city_slug = ${options.namedCity ?? ""} desc, score desc, ce.id limit ${options.limit}`,
  );
}

/** Rooms and bookable items by their own name. */
export async function searchRooms(db: Database, keyword: string, options: SearchOptions): Promise<RoomSearchRow[]> {
  return preparedRowsOf<RoomSearchRow>(
    db,
    `search_rooms_${options.activeOnly ? "active" : "all"}`,
    sql`with candidates as (${candidateIds("room", keyword, options.textKeyword ?? keyword)})
      select r.id, r.seo_id as "seoId", r.name, r.product_type_id as "productTypeId", pt.name as "productTypeName",
        r.capacity, ce.name as "centreName", ce.city_slug as "citySlug", c.name as "cityName", ce.latitude, ce.longitude,
        ${matchColumns(sql`d.term`, keyword, sql`d.words`, options.textKeyword)}
      from candidates
      join search_documents d on d.ref_id = candidates.ref_id and d.kind = 'room'
      join rooms r on r.id = candidates.ref_id
      join centres ce on ce.id = r.centre_id
      join cities c on c.slug = ce.city_slug
      join product_types pt on pt.id = r.product_type_id
      ${options.activeOnly ? sql`where r.is_active and ce.is_active and c.is_active` : sql``}
      order by exact desc, text desc, ce.city_slug = ${options.namedCity ?? ""} desc, score desc, r.id limit ${options.limit}`,
  );
}

/** Product types (Meeting Room, Day Pass...) by name. */
export async function searchProducts(db: Database, keyword: string): Promise<ProductSearchRow[]> {
  const term = sql`lower(pt.name)`;
  return preparedRowsOf<ProductSearchRow>(
    db,
    "search_products",
    sql`select pt.id, pt.name, ${matchColumns(term, keyword, sql`to_tsvector('simple', ${term})`)}
      from product_types pt where ${matches(term, keyword)}
      order by exact desc, text desc, score desc`,
  );
}

/** The names and other names of every place and centre the search knows, lowercase. */
export async function listPlaceAndCentreNames(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ term: string }>(db, sql`select distinct term from search_documents where kind in ('place', 'centre')`);
  return rows.map((row) => row.term);
}

export type LocationRow = {
  type: "centre" | "place";
  id: number;
  name: string;
  kind: string;
  citySlug: string;
  cityName: string;
  locality: string | null;
  latitude: number;
  longitude: number;
  live: boolean;
};

/** Every active centre and place with its city, for the locations list. */
export async function listLocations(db: Database): Promise<LocationRow[]> {
  return rowsOf<LocationRow>(
    db,
    sql`select 'centre' as type, ce.id, ce.name, 'centre' as kind, ce.city_slug as "citySlug", c.name as "cityName",
          (select p.name from places p where p.city_slug = ce.city_slug and p.kind = 'locality'
            order by (p.latitude - ce.latitude)^2 + (p.longitude - ce.longitude)^2 limit 1) as locality,
          ce.latitude, ce.longitude, c.live
        from centres ce join cities c on c.slug = ce.city_slug
        where ce.is_active and c.is_active
      union all
      select 'place', p.id, p.name, p.kind, p.city_slug, c.name, case when p.kind = 'locality' then p.name end,
          p.latitude, p.longitude, c.live
        from places p join cities c on c.slug = p.city_slug
        where p.is_active and c.is_active
      order by "citySlug", type, name`,
  );
}

export type AirportRow = { name: string; citySlug: string; latitude: number; longitude: number };

/** The active airports among the places, for the room page's "86 kms from Bengaluru Airport". */
export async function listAirports(db: Database): Promise<AirportRow[]> {
  return rowsOf<AirportRow>(
    db,
    sql`select name, city_slug as "citySlug", latitude, longitude from places where kind = 'airport' and is_active order by id`,
  );
}

export type PlaceRow = {
  name: string;
  kind: string;
  citySlug: string;
  cityName: string;
  address: string;
  latitude: number;
  longitude: number;
};

/** One active place (locality, landmark) by id, with its city. */
export async function findPlace(db: Database, id: number): Promise<PlaceRow | undefined> {
  const [row] = await rowsOf<PlaceRow>(
    db,
    sql`select p.name, p.kind, p.city_slug as "citySlug", c.name as "cityName", '' as address, p.latitude, p.longitude
        from places p join cities c on c.slug = p.city_slug where p.id = ${id} and p.is_active`,
  );
  return row;
}

/** One active centre by id, as a place. */
export async function findCentrePlace(db: Database, id: number): Promise<PlaceRow | undefined> {
  const [row] = await rowsOf<PlaceRow>(
    db,
    sql`select ce.name, 'centre' as kind, ce.city_slug as "citySlug", c.name as "cityName", ce.address, ce.latitude, ce.longitude
        from centres ce join cities c on c.slug = ce.city_slug where ce.id = ${id} and ce.is_active`,
  );
  return row;
}
