/**
 * Generated from GET /v1/openapi.json by `npm run openapi:generate`. Do not edit.
 */

export interface paths {
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description 200 when the catalog and the accounts database answer a query, 503 when either does not; `status` is `degraded` (with a `reason`) when one does not answer or the catalog fails its integrity check. No key needed; not counted.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a free API key
         * @description The key is shown once, in this response. Sign-ups are limited per client address.
         */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke the key this request is made with
         * @description The key is refused from the next request on. Works even when the quota is used up.
         */
        delete: operations["revokeCurrentKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This key's quota for the current month, by day (not counted) */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This key's last requests, newest first (not counted)
         * @description The key's last 1,000 authenticated requests, newest first, whatever sent them; reads of this log are not in it. A request appears within a second of its answer.
         */
        get: operations["listRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search/restaurants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search restaurants
         * @description Full-text search over restaurant names, cuisines, menus (dish names and sections) and places, with exact filters. A restaurant found by its menu lists the dishes that matched (matched_dishes).
         */
        post: operations["searchRestaurants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search menu items
         * @description Full-text search over dish names and descriptions. Group by restaurant_id on the client.
         */
        post: operations["searchItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/restaurants/{restaurant_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Restaurant details, with its menu inside on expand=menu */
        get: operations["getRestaurant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/restaurants/{restaurant_id}/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Restaurant menu, in sections, in menu order */
        get: operations["getRestaurantMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/restaurants/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Many restaurants by id, in one counted request
         * @description Up to 50 restaurants by id, in the order asked, each with its menu on expand: ['menu']. An id no restaurant has answers null in its place and is listed in meta.missing.
         */
        post: operations["getRestaurantsBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/restaurants/match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find a restaurant by its phone, or its name and place
         * @description Business match: the restaurants that fit what you know of a business (its phone in any US form, its name with a city or a position, its street), each with a confidence and the signals that agree, best first, at most 5. Nothing fits: an empty list.
         */
        post: operations["matchRestaurant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cuisines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every cuisine, with its name, parent, kind and restaurants
         * @description The cuisine slugs of the served catalog, in slug order: what a search's cuisines filter takes (any other slug is refused), with the name to show, the more general cuisine it belongs to, whether it names a cuisine, a dish or a kind of place, and how many restaurants list it. An imported catalog has its own.
         */
        get: operations["listCuisines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/restaurants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A place's restaurants in id order, for bulk sync
         * @description Every restaurant of a state, or of one city in it, in restaurant_id order, as the same record as restaurant details. Follow pagination.next_cursor until has_more is false to copy the place: each page continues after the last id sent, so a walk sees each restaurant once and costs the same at any depth. A cursor outlives nothing but its catalog: after the catalog is replaced it is 400 cursor_expired, and the walk starts again.
         */
        get: operations["listRestaurants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stats/us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts, prices, price tiers and top cuisines of the whole country
         * @description A state's statistics for the whole country, with state "US", and how many states and cities have restaurants. Counts and tiers are the sums over every state (and every city); the mean and percentiles are over every priced item, by the same definitions as a state's; price_index is 100 by definition.
         */
        get: operations["getUsStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stats/cuisines/{cuisine}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rank cities by one cuisine: its share of their restaurants, or its count
         * @description Every city with at least min_restaurants restaurants (all cuisines) where at least one lists the cuisine, nationwide or within one state, ranked by the share of its restaurants that list it (the most first) or by how many do; ties by the other figure, then state and city. order=asc is the same list from its end, the fewest first. total_estimated is exact; pagination.next_cursor continues past the offset window. A cuisine no restaurant lists is 400 parameter_invalid naming cuisine.
         */
        get: operations["getCuisineRanking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stats/dish-prices/matrix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Each dish in each city: median price, penetration and item count
         * @description One cell per dish and city, dish by dish in the order asked and city by city within each: the priced items an item search with that q finds in the city (typos, plurals and filter words read as item search reads them), their median (nearest rank, as dish prices), the share of the city's restaurants serving one, and the median against the dish's national median. A city without the dish has item_count 0 and median null.
         */
        post: operations["getDishMatrix"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stats/top-cuisines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top cuisines nationally or in one state */
        get: operations["getTopCuisines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stats/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rank cities by size, prices or expensive share
         * @description Every city with at least min_restaurants restaurants, nationwide or within one state, ranked by one figure. Cities without that figure (no priced item, no known price tier) come last; ties go by state, then city. Each row equals the same figures of GET /v1/stats/{state}/{city}; total_estimated is exact.
         */
        get: operations["getCityRanking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stats/{state}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts, prices, price tiers and top cuisines of one state
         * @description The state's figures over all its restaurants and items, and how many cities they are in. A state with no restaurants in the catalog answers zeros.
         */
        get: operations["getStateStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stats/{state}/{city}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts, prices, price tiers and top cuisines of one city */
        get: operations["getCityStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stats/dish-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a dish costs, city by city or state by state
         * @description The menu items an item search with the same q (and state) finds, typos, plurals, places and filter words understood the same way, grouped by city or state: per place the number of matching items with a price, the restaurants serving them, and their price quartiles (nearest rank, as price_stats of item search), extremes and mean, in dollars. Items without a price are not counted.
         */
        post: operations["getDishPrices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suggest as you type
         * @description Restaurants, dishes (with how many places serve them and their median price), cuisines and places (with their restaurant counts) for what has been typed so far, a little of each kind, best first. Restaurant names are suggested from the second letter of a word on.
         */
        post: operations["suggest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        OpeningHours: {
            day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
            /** @description Local time, HH:MM */
            open: string;
            /** @description Local time, HH:MM */
            close: string;
            /** @description True when the range closes after midnight, on the next day */
            overnight: boolean;
        };
        MenuItem: {
            item_id: string;
            name: string;
            description: string | null;
            price: number | null;
            price_text: string | null;
            /** @description What the dish is, by its own text. */
            dietary: ("vegetarian" | "vegan" | "gluten_free")[];
            course: ("starter" | "main" | "side" | "dessert" | "drink") | null;
        };
        CuisineCount: {
            cuisine: string;
            restaurant_count: number;
            /** @description Share of the restaurants in scope that list this cuisine. A restaurant with several cuisines counts in each, so the shares of all cuisines may sum past 1. */
            share: number;
        };
        CuisineEntry: {
            /** @description The slug, as a search's cuisines filter takes it */
            cuisine: string;
            /** @description How it is shown, e.g. "Neapolitan pizza" */
            name: string;
            /** @description The more general slug it belongs to ("neapolitan-pizza" → "pizza"); null when none */
            parent: string | null;
            /** @description cuisine: a way of cooking (thai, cajun); dish: a dish or drink a place is known for (pizza, coffee); format: a kind of place (diner, bar, bakery) */
            kind: "cuisine" | "dish" | "format";
            /** @description Restaurants listing it, nationally */
            restaurant_count: number;
        };
        Restaurant: {
            /** @example rst_4fT9aQ2mXc1B */
            restaurant_id: string;
            name: string;
            /** @description Lowercase slugs, most specific first */
            cuisines: string[];
            price_range: ("$" | "$$" | "$$$" | "$$$$") | null;
            rating: {
                average: number | null;
                count: number;
            };
            address: {
                street: string;
                city: string;
                state: string;
                postal_code: string;
                /** @enum {string} */
                country: "US";
                formatted: string;
            };
            location: {
                latitude: number;
                longitude: number;
            };
            phone: string | null;
            website: string | null;
            /** @description IANA time zone, e.g. America/Chicago */
            timezone: string;
            /** @description The chain this restaurant is a location of; null for an independent. */
            chain: {
                /** @example chn_8Kq2LmT0xZ4a */
                chain_id: string;
                name: string;
                /** @description The chain's locations in this catalog */
                location_count: number;
            } | null;
            /** @description What it offers besides its menu, where the source says. */
            attributes: {
                /** @description Delivers; null: unknown */
                delivery: boolean | null;
                /** @description Takeout or pickup; null: unknown */
                takeout: boolean | null;
                /** @description Seats guests; null: unknown */
                dine_in: boolean | null;
                /** @description Takes reservations; null: unknown */
                reservations: boolean | null;
            };
            /**
             * Format: date-time
             * @description When the source last changed the record; the catalog's build time where the source has no date.
             */
            updated_at: string;
            /** @description Opening ranges by day in its own time zone; an empty list is never open. Null when the source does not say (imported data): such a restaurant never matches open_now or open_at. */
            hours: components["schemas"]["OpeningHours"][] | null;
            menu_summary: {
                section_count: number;
                item_count: number;
                median_price: number | null;
                /** @description How many of its menu items carry each dietary tag. */
                dietary: {
                    vegetarian: number;
                    vegan: number;
                    gluten_free: number;
                };
            };
        };
        RestaurantHit: {
            /** @example rst_4fT9aQ2mXc1B */
            restaurant_id: string;
            name: string;
            /** @description Lowercase slugs, most specific first */
            cuisines: string[];
            price_range: ("$" | "$$" | "$$$" | "$$$$") | null;
            rating: {
                average: number | null;
                count: number;
            };
            address: {
                street: string;
                city: string;
                state: string;
                postal_code: string;
                /** @enum {string} */
                country: "US";
                formatted: string;
            };
            location: {
                latitude: number;
                longitude: number;
            };
            phone: string | null;
            website: string | null;
            /** @description IANA time zone, e.g. America/Chicago */
            timezone: string;
            /** @description The chain this restaurant is a location of; null for an independent. */
            chain: {
                /** @example chn_8Kq2LmT0xZ4a */
                chain_id: string;
                name: string;
                /** @description The chain's locations in this catalog */
                location_count: number;
            } | null;
            /** @description What it offers besides its menu, where the source says. */
            attributes: {
                /** @description Delivers; null: unknown */
                delivery: boolean | null;
                /** @description Takeout or pickup; null: unknown */
                takeout: boolean | null;
                /** @description Seats guests; null: unknown */
                dine_in: boolean | null;
                /** @description Takes reservations; null: unknown */
                reservations: boolean | null;
            };
            /**
             * Format: date-time
             * @description When the source last changed the record; the catalog's build time where the source has no date.
             */
            updated_at: string;
            /** @description Opening ranges by day in its own time zone; an empty list is never open. Null when the source does not say (imported data): such a restaurant never matches open_now or open_at. */
            hours: components["schemas"]["OpeningHours"][] | null;
            menu_summary: {
                section_count: number;
                item_count: number;
                median_price: number | null;
                /** @description How many of its menu items carry each dietary tag. */
                dietary: {
                    vegetarian: number;
                    vegan: number;
                    gluten_free: number;
                };
            };
            /** @description Dish names from the menu that matched; empty when the restaurant matched by name, cuisine or place. */
            matched_dishes: string[];
            /** @description Open at the moment of the request, by its own hours and time zone; null when its hours are unknown */
            open_now: boolean | null;
            /** @description Distance from near, in metres */
            distance_m?: number;
        };
        ExpandableRestaurant: components["schemas"]["Restaurant"] & {
            /** @description Only with expand=menu: the menu, as GET /v1/restaurants/{id}/menu answers it, in the record. */
            menu?: {
                /** @enum {string} */
                currency: "USD";
                sections: {
                    title: string;
                    items: components["schemas"]["MenuItem"][];
                }[];
            };
        };
        SearchInterpretation: {
            /** @description The words actually searched, after corrections and drops, in query order. */
            searched: string;
            corrections: {
                from: string;
                to: string;
                kind: "typo" | "plural" | "variant";
            }[];
            /** @description Query words left out: generic words ("best", "restaurants") when other words say what is wanted, and words that found too little. */
            dropped: string[];
            place: {
                city: string | null;
                state: string | null;
                applied: boolean;
            } | null;
            did_you_mean: string | null;
            /** @description Words of q that state a filter or an order, taken as that instead of being searched. */
            filters: {
                /** @description The words of q, as analysed. */
                words: string;
                /** @description The request field they stand for, or sort. */
                filter: string;
                /** @description The value taken, as the field would hold it. */
                value: unknown;
                /** @description false when it could not be honoured; `reason` says why. */
                applied: boolean;
                /** @description Why it was not applied (null when it was): request_field, the request set that field itself; needs_near, "near me" without `near`; dishes_only, a dish price on the restaurant search; nothing_matches, a price in words that left no results, so the search went on without it. */
                reason: "request_field" | "needs_near" | "dishes_only" | "nothing_matches" | null;
            }[];
            /** @description How q as a whole was read when it was more than its words: a cuisine and generic words ("thai food") search restaurants of that cuisine (on items, their dishes) instead of requiring every word literally. */
            reading?: {
                /** @enum {string} */
                as: "cuisine";
                /** @description The cuisine's slug, applied as the cuisine filter. */
                cuisine: string;
                /** @description The cuisine's label, as the catalog shows it. */
                label: string;
                /** @description The words of q that name it. */
                words: string;
                /** @description Generic words beside it ("food", "restaurants", "dinner"), not required of a hit. */
                ignored: string[];
                also: {
                    /** @enum {string} */
                    as: "words";
                    /** @description The words to search, as words, for the other reading. */
                    q: string;
                } | null;
            };
        };
        Menu: {
            /** @example rst_4fT9aQ2mXc1B */
            restaurant_id: string;
            /** @enum {string} */
            currency: "USD";
            sections: {
                title: string;
                items: components["schemas"]["MenuItem"][];
            }[];
        };
        ItemHit: {
            item_id: string;
            /** @example rst_4fT9aQ2mXc1B */
            restaurant_id: string;
            restaurant_name: string;
            section: string;
            name: string;
            description: string | null;
            price: number | null;
            price_text: string | null;
            /** @description What the dish is, by its own text. */
            dietary: ("vegetarian" | "vegan" | "gluten_free")[];
            course: ("starter" | "main" | "side" | "dessert" | "drink") | null;
            /** @enum {string} */
            currency: "USD";
            city: string;
            state: string;
            /** @description The restaurant's price tier */
            price_range: ("$" | "$$" | "$$$" | "$$$$") | null;
            /** @description The restaurant's rating */
            rating: {
                average: number | null;
                count: number;
            };
            /** @description The restaurant's position, for a map of the hits */
            location: {
                latitude: number;
                longitude: number;
            };
            /** @description The restaurant's distance from near */
            distance_m?: number;
        };
        CityStats: {
            state: string;
            /** @enum {string} */
            currency: "USD";
            restaurant_count: number;
            item_count: number;
            average_price: number | null;
            median_price: number | null;
            p90_price: number | null;
            /** @description Restaurants at each price tier; the five counts sum to restaurant_count. */
            price_tiers: {
                $: number;
                $$: number;
                $$$: number;
                $$$$: number;
                /** @description Restaurants whose price tier is not known */
                unknown: number;
            };
            /** @description Share of the restaurants with a known price tier that are "$$$" or "$$$$"; null when none has a tier. */
            expensive_share: number | null;
            /** @description Percentiles of every priced menu item's price, in dollars */
            price_percentiles: {
                p10: number | null;
                p25: number | null;
                p50: number | null;
                p75: number | null;
                p90: number | null;
                p99: number | null;
            };
            /** @description Shares are of restaurants; a restaurant with several cuisines counts in each, so they may sum past 1. */
            top_cuisines: components["schemas"]["CuisineCount"][];
            /** @description The median item price as a percentage of the national median item price (100 = the US median), one decimal; null when the place has no priced item. */
            price_index: number | null;
            /** @description People living there: a city's from the GeoNames gazetteer, matched by state and name; a state's from the 2020 census; the nation's their sum. null when the gazetteer does not know the place. */
            population: number | null;
            /** @description restaurant_count per 10,000 people, two decimals; null when population is null. */
            restaurants_per_10k: number | null;
            /** @description The share of its restaurants that belong to a chain with at least 5 locations (4 decimals). */
            chain_share: number;
            /** @description The shares of its restaurants that are quick service (ordered at a counter) and full service, by the cuisine each lists first (4 decimals); a restaurant listing no cuisine is in neither. */
            service_mix: {
                quick: number;
                full: number;
            };
            /** @description The median price of its main courses (items whose course is "main"), in dollars; null when none. */
            main_median_price: number | null;
            /** @description The date of the catalog these figures describe: when it was built or imported (YYYY-MM-DD). */
            as_of: string;
            city: string;
        };
        StateStats: {
            state: string;
            /** @enum {string} */
            currency: "USD";
            restaurant_count: number;
            item_count: number;
            average_price: number | null;
            median_price: number | null;
            p90_price: number | null;
            /** @description Restaurants at each price tier; the five counts sum to restaurant_count. */
            price_tiers: {
                $: number;
                $$: number;
                $$$: number;
                $$$$: number;
                /** @description Restaurants whose price tier is not known */
                unknown: number;
            };
            /** @description Share of the restaurants with a known price tier that are "$$$" or "$$$$"; null when none has a tier. */
            expensive_share: number | null;
            /** @description Percentiles of every priced menu item's price, in dollars */
            price_percentiles: {
                p10: number | null;
                p25: number | null;
                p50: number | null;
                p75: number | null;
                p90: number | null;
                p99: number | null;
            };
            /** @description Shares are of restaurants; a restaurant with several cuisines counts in each, so they may sum past 1. */
            top_cuisines: components["schemas"]["CuisineCount"][];
            /** @description The median item price as a percentage of the national median item price (100 = the US median), one decimal; null when the place has no priced item. */
            price_index: number | null;
            /** @description People living there: a city's from the GeoNames gazetteer, matched by state and name; a state's from the 2020 census; the nation's their sum. null when the gazetteer does not know the place. */
            population: number | null;
            /** @description restaurant_count per 10,000 people, two decimals; null when population is null. */
            restaurants_per_10k: number | null;
            /** @description The share of its restaurants that belong to a chain with at least 5 locations (4 decimals). */
            chain_share: number;
            /** @description The shares of its restaurants that are quick service (ordered at a counter) and full service, by the cuisine each lists first (4 decimals); a restaurant listing no cuisine is in neither. */
            service_mix: {
                quick: number;
                full: number;
            };
            /** @description The median price of its main courses (items whose course is "main"), in dollars; null when none. */
            main_median_price: number | null;
            /** @description The date of the catalog these figures describe: when it was built or imported (YYYY-MM-DD). */
            as_of: string;
            /** @description Cities with at least one restaurant */
            city_count: number;
        };
        UsStats: {
            /**
             * @description The whole country: "US" where a state answer has its code
             * @enum {string}
             */
            state: "US";
            /** @enum {string} */
            currency: "USD";
            restaurant_count: number;
            item_count: number;
            average_price: number | null;
            median_price: number | null;
            p90_price: number | null;
            /** @description Restaurants at each price tier; the five counts sum to restaurant_count. */
            price_tiers: {
                $: number;
                $$: number;
                $$$: number;
                $$$$: number;
                /** @description Restaurants whose price tier is not known */
                unknown: number;
            };
            /** @description Share of the restaurants with a known price tier that are "$$$" or "$$$$"; null when none has a tier. */
            expensive_share: number | null;
            /** @description Percentiles of every priced menu item's price, in dollars */
            price_percentiles: {
                p10: number | null;
                p25: number | null;
                p50: number | null;
                p75: number | null;
                p90: number | null;
                p99: number | null;
            };
            /** @description Shares are of restaurants; a restaurant with several cuisines counts in each, so they may sum past 1. */
            top_cuisines: components["schemas"]["CuisineCount"][];
            /** @description The median item price as a percentage of the national median item price (100 = the US median), one decimal; null when the place has no priced item. */
            price_index: number | null;
            /** @description People living there: a city's from the GeoNames gazetteer, matched by state and name; a state's from the 2020 census; the nation's their sum. null when the gazetteer does not know the place. */
            population: number | null;
            /** @description restaurant_count per 10,000 people, two decimals; null when population is null. */
            restaurants_per_10k: number | null;
            /** @description The share of its restaurants that belong to a chain with at least 5 locations (4 decimals). */
            chain_share: number;
            /** @description The shares of its restaurants that are quick service (ordered at a counter) and full service, by the cuisine each lists first (4 decimals); a restaurant listing no cuisine is in neither. */
            service_mix: {
                quick: number;
                full: number;
            };
            /** @description The median price of its main courses (items whose course is "main"), in dollars; null when none. */
            main_median_price: number | null;
            /** @description The date of the catalog these figures describe: when it was built or imported (YYYY-MM-DD). */
            as_of: string;
            /** @description Cities with at least one restaurant */
            city_count: number;
            /** @description States (and DC) with at least one restaurant */
            state_count: number;
        };
        CityRankingRow: {
            state: string;
            city: string;
            restaurant_count: number;
            item_count: number;
            average_price: number | null;
            median_price: number | null;
            p90_price: number | null;
            /** @description Restaurants at each price tier; the five counts sum to restaurant_count. */
            price_tiers: {
                $: number;
                $$: number;
                $$$: number;
                $$$$: number;
                /** @description Restaurants whose price tier is not known */
                unknown: number;
            };
            /** @description Share of the restaurants with a known price tier that are "$$$" or "$$$$"; null when none has a tier. */
            expensive_share: number | null;
            /** @description The mean position of the city's restaurants, for a map */
            location: {
                latitude: number;
                longitude: number;
            };
            /** @description The median item price as a percentage of the national median item price (100 = the US median), one decimal; null when the place has no priced item. */
            price_index: number | null;
            /** @description People living there: a city's from the GeoNames gazetteer, matched by state and name; a state's from the 2020 census; the nation's their sum. null when the gazetteer does not know the place. */
            population: number | null;
            /** @description restaurant_count per 10,000 people, two decimals; null when population is null. */
            restaurants_per_10k: number | null;
            /** @description The share of its restaurants that belong to a chain with at least 5 locations (4 decimals). */
            chain_share: number;
            /** @description The shares of its restaurants that are quick service (ordered at a counter) and full service, by the cuisine each lists first (4 decimals); a restaurant listing no cuisine is in neither. */
            service_mix: {
                quick: number;
                full: number;
            };
            /** @description The median price of its main courses (items whose course is "main"), in dollars; null when none. */
            main_median_price: number | null;
            /** @description The date of the catalog these figures describe: when it was built or imported (YYYY-MM-DD). */
            as_of: string;
        };
        DishPricesRow: {
            state: string;
            /** @description null when grouped by state */
            city: string | null;
            /** @description Matching items with a price */
            item_count: number;
            /** @description Restaurants serving at least one of them */
            restaurant_count: number;
            min: number;
            p25: number;
            median: number;
            p75: number;
            max: number;
            average: number;
            /** @description The mean position of the place's restaurants (a city's or a state's), for a map */
            location: {
                latitude: number;
                longitude: number;
            };
            /** @description restaurant_count as a share of all the place's restaurants (4 decimals) */
            penetration: number;
            /** @description The median as a percentage of the dish's national median (meta.national.median), one decimal; null when there is no national median. */
            price_index: number | null;
        };
        /** @description The dish across the whole country: the same reading of q without its place (state, cities or a place named in q); prices null when no item has one. */
        DishPricesNational: {
            /** @enum {string} */
            state: "US";
            city: null;
            /** @description Matching items with a price, nationwide */
            item_count: number;
            /** @description Restaurants serving at least one of them */
            restaurant_count: number;
            min: number | null;
            p25: number | null;
            median: number | null;
            p75: number | null;
            max: number | null;
            average: number | null;
            /** @description restaurant_count as a share of all the place's restaurants (4 decimals) */
            penetration: number;
            /** @description The median as a percentage of the dish's national median (meta.national.median), one decimal; null when there is no national median. */
            price_index: number | null;
        };
        CuisinePlaceRow: {
            state: string;
            city: string;
            cuisine: string;
            /** @description Restaurants of the city that list the cuisine */
            restaurant_count: number;
            /** @description restaurant_count as a share of all the restaurants of the city (4 decimals) */
            share: number;
            /** @description All the restaurants of the city */
            place_restaurant_count: number;
            /** @description The mean position of the city's restaurants, for a map */
            location: {
                latitude: number;
                longitude: number;
            };
            /** @description The date of the catalog these figures describe: when it was built or imported (YYYY-MM-DD). */
            as_of: string;
        };
        DishMatrixCell: {
            /** @description The dish as asked for (dishes[i]) */
            q: string;
            state: string;
            /** @description The city's name as the catalog spells it */
            city: string;
            /** @description Matching items with a price in the city */
            item_count: number;
            /** @description Restaurants of the city serving at least one */
            restaurant_count: number;
            /** @description Their median price in dollars (nearest rank); null when none */
            median: number | null;
            /** @description restaurant_count as a share of all the place's restaurants (4 decimals) */
            penetration: number;
            /** @description The median as a percentage of the dish's national median (meta.national.median), one decimal; null when there is no national median. */
            price_index: number | null;
        };
        Error: {
            error: {
                type: "authentication_error" | "rate_limit_error" | "invalid_request_error" | "not_found_error" | "upstream_error" | "api_error";
                code: "missing_api_key" | "invalid_api_key" | "quota_exceeded" | "signup_rate_limited" | "invalid_json" | "parameter_missing" | "parameter_invalid" | "parameter_unknown" | "invalid_restaurant_id" | "cursor_expired" | "unsupported_media_type" | "payload_too_large" | "request_timeout" | "restaurant_not_found" | "city_not_found" | "route_not_found" | "method_not_allowed" | "upstream_unavailable" | "internal_error";
                message: string;
                request_id: string;
                /** Format: uri */
                doc_url: string;
                /** @description The request field the error is about */
                param?: string;
                /**
                 * Format: date-time
                 * @description When the quota resets (429)
                 */
                resets_at?: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Service health. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            status: "ok" | "degraded";
                            /**
                             * @description Why the service is degraded, when it is
                             * @example the catalog cannot be read
                             */
                            reason?: string;
                            /** @description The catalog (the same as upstreams.catalog) */
                            upstream: {
                                reachable: boolean;
                                /** @description Round trip of the last probe query */
                                latency_ms: number | null;
                            };
                            upstreams: {
                                /** @description The restaurant and menu catalog */
                                catalog: {
                                    reachable: boolean;
                                    /** @description Round trip of the last probe query */
                                    latency_ms: number | null;
                                };
                                /** @description The database of API keys and quota counters */
                                accounts: {
                                    reachable: boolean;
                                    /** @description Round trip of the last probe query */
                                    latency_ms: number | null;
                                };
                            };
                            /** @description Which catalog answered the last probe; after a catalog swap, the new one. Null while the catalog cannot be read. */
                            catalog: {
                                /**
                                 * @description Where the data came from
                                 * @example sample (scale 1, seed 20261121)
                                 * @example uber-eats restaurants.csv + restaurant-menus.csv
                                 */
                                source: string;
                                /**
                                 * Format: date-time
                                 * @description When the catalog was built
                                 */
                                built_at: string;
                                restaurant_count: number;
                                item_count: number;
                                /** @description The checksum recorded beside the catalog file when it was built (null when none was) */
                                sha256: string | null;
                            } | null;
                            version: string;
                            /**
                             * Format: date-time
                             * @description When the data store was last probed
                             */
                            checked_at: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            status: "ok" | "degraded";
                            /**
                             * @description Why the service is degraded, when it is
                             * @example the catalog cannot be read
                             */
                            reason?: string;
                            /** @description The catalog (the same as upstreams.catalog) */
                            upstream: {
                                reachable: boolean;
                                /** @description Round trip of the last probe query */
                                latency_ms: number | null;
                            };
                            upstreams: {
                                /** @description The restaurant and menu catalog */
                                catalog: {
                                    reachable: boolean;
                                    /** @description Round trip of the last probe query */
                                    latency_ms: number | null;
                                };
                                /** @description The database of API keys and quota counters */
                                accounts: {
                                    reachable: boolean;
                                    /** @description Round trip of the last probe query */
                                    latency_ms: number | null;
                                };
                            };
                            /** @description Which catalog answered the last probe; after a catalog swap, the new one. Null while the catalog cannot be read. */
                            catalog: {
                                /**
                                 * @description Where the data came from
                                 * @example sample (scale 1, seed 20261121)
                                 * @example uber-eats restaurants.csv + restaurant-menus.csv
                                 */
                                source: string;
                                /**
                                 * Format: date-time
                                 * @description When the catalog was built
                                 */
                                built_at: string;
                                restaurant_count: number;
                                item_count: number;
                                /** @description The checksum recorded beside the catalog file when it was built (null when none was) */
                                sha256: string | null;
                            } | null;
                            version: string;
                            /**
                             * Format: date-time
                             * @description When the data store was last probed
                             */
                            checked_at: string;
                        };
                    };
                };
            };
        };
    };
    createKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Create a free API key. */
            201: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Shown once; only its hash is kept */
                            api_key: string;
                            key_id: string;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            plan: "free";
                            quota: {
                                limit: number;
                                /** @enum {string} */
                                window: "month";
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 16 KiB (payload_too_large). */
            413: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body was not sent as application/json (unsupported_media_type). */
            415: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeCurrentKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This key's quota for the current month, by day (not counted). */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            key_id: string;
                            /** @enum {string} */
                            plan: "free";
                            limit: number;
                            used: number;
                            remaining: number;
                            /** Format: date-time */
                            resets_at: string;
                            /** @description Every day of the current quota month so far (UTC, as the month and resets_at are), oldest first, zeros included: the requests counted that day and the units suggest sessions cost. Written within a second of each request; used is the exact total. */
                            days: {
                                /**
                                 * Format: date
                                 * @description A day of the quota month, UTC
                                 */
                                date: string;
                                used: number;
                            }[];
                        };
                    };
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRequests: {
        parameters: {
            query?: {
                limit?: number;
                /** @description pagination.next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This key's last requests, newest first (not counted). */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description When the request arrived
                             */
                            at: string;
                            /** @example GET */
                            method: string;
                            /**
                             * @description The path without its query string
                             * @example /v1/stats/top-cuisines
                             */
                            path: string;
                            /** @example 200 */
                            status: number;
                            request_id: string;
                            /** @description Time from arrival to the last byte of the answer */
                            processing_ms: number;
                            /** @description Whether it cost a unit: false for 304, HEAD, refusals and suggest calls in a session */
                            counted: boolean;
                        }[];
                        pagination: {
                            limit: number;
                            returned: number;
                            has_more: boolean;
                            /** @description Send as cursor for the next, older page; null on the last page */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchRestaurants: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Plain text, 1–200 characters after trimming, or "" with a filter, near or within to browse every match. Words match as typed, as their plural or singular, as common variants and, when unknown, as the nearest known word; the last also as a prefix. Hits holding every word come first; words that find too little are dropped; a US city or state in q is applied as a filter unless city or state is given. meta.interpretation says how q was understood.
                     * @example pad thai
                     */
                    q: string;
                    /**
                     * @description Two-letter US state code or DC, case-insensitive
                     * @example TX
                     */
                    state?: string;
                    /**
                     * @description City name, case-insensitive
                     * @example Houston
                     */
                    city?: string;
                    /** @example tex-mex */
                    cuisine?: string;
                    /** @description Any of these cuisines (the restaurant's, for items). */
                    cuisines?: string[];
                    /** @description Any of these price tiers (the restaurant's, for items). */
                    price_range?: ("$" | "$$" | "$$$" | "$$$$")[];
                    /** @description The restaurant's average rating, at least. */
                    min_rating?: number;
                    /** @description true: open at the moment of the request, by the restaurant's own hours in its time zone. */
                    open_now?: boolean;
                    /**
                     * Format: date-time
                     * @description Open at this instant (ISO 8601 with offset), by the restaurant's own hours in its time zone.
                     * @example 2026-11-27T19:30:00-06:00
                     */
                    open_at?: string;
                    /** @description Locations of any of these chains (chain.chain_id of a record, or a value of the chain facet). */
                    chain_ids?: string[];
                    /** @description true: independents only (no chain); false: chain locations only. */
                    independent?: boolean;
                    /** @description All of these service attributes, each known to be true (an unknown one does not match). */
                    attributes?: ("delivery" | "takeout" | "dine_in" | "reservations")[];
                    /** @description All of these tags: the item’s own, or for restaurants at least 3 meals with each (items outside the sections of drinks, sides and desserts). */
                    dietary?: ("vegetarian" | "vegan" | "gluten_free")[];
                    /** @description Within radius_m (default 5,000) of this point: a hard filter. */
                    near?: {
                        latitude: number;
                        longitude: number;
                        /** @default 5000 */
                        radius_m?: number;
                    };
                    /** @description Inside this box (a map's view), in degrees. */
                    within?: {
                        north: number;
                        south: number;
                        east: number;
                        west: number;
                    };
                    /** @description relevance is the default with words, rating when browsing; distance needs near. rating orders by how sure a rating is, not by its raw average: the average pulled towards 3.8 as if 25 more reviews had given that (a Bayesian average), unrated last; with words, the matches whose name, cuisines or one dish name the query come first. */
                    sort?: "relevance" | "rating" | "review_count" | "distance" | "price_asc" | "price_desc";
                    /** @description Count all matches by these fields (meta.facets); the total is then exact. */
                    facets?: ("cuisine" | "price_range" | "city" | "state" | "rating" | "open_now" | "dietary" | "chain" | "attributes")[];
                    /** @default 20 */
                    limit?: number;
                    /** @description 0 when not given; offset + limit may not exceed 1000: past it, page with cursor */
                    offset?: number;
                    /** @description pagination.next_cursor of the previous page: continues the same request (send the same other fields) past the offset window, to the last match. Not with offset. A cursor from another catalog is 400 cursor_expired. */
                    cursor?: string;
                    /**
                     * @description Only these top-level fields of each record, and restaurant_id: any of restaurant_id, name, cuisines, price_range, rating, address, location, phone, website, timezone, chain, attributes, updated_at, hours, menu_summary, matched_dishes, open_now, distance_m.
                     * @example [
                     *       "name"
                     *     ]
                     */
                    fields?: string[];
                };
            };
        };
        responses: {
            /** @description Search restaurants. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RestaurantHit"][];
                        pagination: {
                            limit: number;
                            offset: number;
                            returned: number;
                            /** @description Exact while meta.total_is_exact is true */
                            total_estimated?: number;
                            /** @description Whether another page can be requested */
                            has_more: boolean;
                            /** @description Present while has_more: send it as cursor, with the same request, for the next page */
                            next_cursor?: string;
                        };
                        meta: {
                            query: string;
                            processing_ms: number;
                            total_is_exact: boolean;
                            interpretation: components["schemas"]["SearchInterpretation"];
                            /** @description Per facet asked for, the top 20 values by count over all matches, each counted as if its own filter were absent. city values read "City, ST"; rating buckets are 4.5+, 4+, 3.5+ and 3+; chain values are chain ids with the name as label (independents are not counted); attributes count each known true. */
                            facets?: {
                                [key: string]: {
                                    value: string;
                                    count: number;
                                    /** @description The chain facet's: the chain's name (value is its id) */
                                    label?: string;
                                }[];
                            };
                            /** @description Item searches: the prices of all matches, in dollars. */
                            price_stats?: {
                                count: number;
                                min: number | null;
                                p25: number | null;
                                median: number | null;
                                p75: number | null;
                                max: number | null;
                                average: number | null;
                            };
                            /** @description Matches left out by open_now or open_at because their hours are unknown */
                            unknown_hours?: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 16 KiB (payload_too_large). */
            413: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body was not sent as application/json (unsupported_media_type). */
            415: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchItems: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Plain text, 1–200 characters after trimming, or "" with a filter, near or within to browse every match. Words match as typed, as their plural or singular, as common variants and, when unknown, as the nearest known word; the last also as a prefix. Hits holding every word come first; words that find too little are dropped; a US city or state in q is applied as a filter unless city or state is given. meta.interpretation says how q was understood.
                     * @example pad thai
                     */
                    q: string;
                    /**
                     * @description Two-letter US state code or DC, case-insensitive
                     * @example TX
                     */
                    state?: string;
                    /**
                     * @description City name, case-insensitive
                     * @example Houston
                     */
                    city?: string;
                    /** @example rst_4fT9aQ2mXc1B */
                    restaurant_id?: string;
                    /** @description Any of these cuisines (the restaurant's, for items). */
                    cuisines?: string[];
                    /** @description Any of these price tiers (the restaurant's, for items). */
                    price_range?: ("$" | "$$" | "$$$" | "$$$$")[];
                    /** @description The item's own price in dollars; items without one never match. */
                    price?: {
                        min?: number;
                        max?: number;
                    };
                    /** @description The restaurant's average rating, at least. */
                    min_rating?: number;
                    /** @description true: open at the moment of the request, by the restaurant's own hours in its time zone. */
                    open_now?: boolean;
                    /**
                     * Format: date-time
                     * @description Open at this instant (ISO 8601 with offset), by the restaurant's own hours in its time zone.
                     * @example 2026-11-27T19:30:00-06:00
                     */
                    open_at?: string;
                    /** @description All of these tags: the item’s own, or for restaurants at least 3 meals with each (items outside the sections of drinks, sides and desserts). */
                    dietary?: ("vegetarian" | "vegan" | "gluten_free")[];
                    /** @description Within radius_m (default 5,000) of this point: a hard filter. */
                    near?: {
                        latitude: number;
                        longitude: number;
                        /** @default 5000 */
                        radius_m?: number;
                    };
                    /** @description Inside this box (a map's view), in degrees. */
                    within?: {
                        north: number;
                        south: number;
                        east: number;
                        west: number;
                    };
                    /** @description relevance is the default with words, rating when browsing; distance needs near. rating orders by how sure a rating is, not by its raw average: the average pulled towards 3.8 as if 25 more reviews had given that (a Bayesian average), unrated last; with words, the matches whose name, cuisines or one dish name the query come first. */
                    sort?: "relevance" | "rating" | "review_count" | "distance" | "price_asc" | "price_desc";
                    /** @description Count all matches by these fields (meta.facets); the total is then exact. */
                    facets?: ("cuisine" | "price_range" | "city" | "state" | "rating" | "open_now" | "dietary" | "chain" | "attributes")[];
                    /** @default 20 */
                    limit?: number;
                    /** @description 0 when not given; offset + limit may not exceed 1000: past it, page with cursor */
                    offset?: number;
                    /** @description pagination.next_cursor of the previous page: continues the same request (send the same other fields) past the offset window, to the last match. Not with offset. A cursor from another catalog is 400 cursor_expired. */
                    cursor?: string;
                    /**
                     * @description Only these top-level fields of each record, and item_id: any of item_id, restaurant_id, restaurant_name, section, name, description, price, price_text, dietary, course, currency, city, state, price_range, rating, location, distance_m.
                     * @example [
                     *       "restaurant_id"
                     *     ]
                     */
                    fields?: string[];
                };
            };
        };
        responses: {
            /** @description Search menu items. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ItemHit"][];
                        pagination: {
                            limit: number;
                            offset: number;
                            returned: number;
                            /** @description Exact while meta.total_is_exact is true */
                            total_estimated?: number;
                            /** @description Whether another page can be requested */
                            has_more: boolean;
                            /** @description Present while has_more: send it as cursor, with the same request, for the next page */
                            next_cursor?: string;
                        };
                        meta: {
                            query: string;
                            processing_ms: number;
                            total_is_exact: boolean;
                            interpretation: components["schemas"]["SearchInterpretation"];
                            /** @description Per facet asked for, the top 20 values by count over all matches, each counted as if its own filter were absent. city values read "City, ST"; rating buckets are 4.5+, 4+, 3.5+ and 3+; chain values are chain ids with the name as label (independents are not counted); attributes count each known true. */
                            facets?: {
                                [key: string]: {
                                    value: string;
                                    count: number;
                                    /** @description The chain facet's: the chain's name (value is its id) */
                                    label?: string;
                                }[];
                            };
                            /** @description Item searches: the prices of all matches, in dollars. */
                            price_stats?: {
                                count: number;
                                min: number | null;
                                p25: number | null;
                                median: number | null;
                                p75: number | null;
                                max: number | null;
                                average: number | null;
                            };
                            /** @description Matches left out by open_now or open_at because their hours are unknown */
                            unknown_hours?: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 16 KiB (payload_too_large). */
            413: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body was not sent as application/json (unsupported_media_type). */
            415: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRestaurant: {
        parameters: {
            query?: {
                /** @description 'menu' puts the menu inside the record: a whole restaurant page in one counted request. */
                expand?: "menu";
                /**
                 * @description Comma-separated. Only these top-level fields of each record, and restaurant_id: any of restaurant_id, name, cuisines, price_range, rating, address, location, phone, website, timezone, chain, attributes, updated_at, hours, menu_summary.
                 * @example name
                 */
                fields?: string;
            };
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path: {
                /** @example rst_4fT9aQ2mXc1B */
                restaurant_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restaurant details, with its menu inside on expand=menu. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExpandableRestaurant"];
                    };
                };
            };
            /** @description Not modified: If-None-Match named the current ETag. No body, and not counted against the quota. */
            304: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has that name: restaurant_not_found or city_not_found, with error.param naming the field. */
            404: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRestaurantMenu: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated. Only these top-level fields of each record, and restaurant_id: any of restaurant_id, currency, sections.
                 * @example currency
                 */
                fields?: string;
            };
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path: {
                /** @example rst_4fT9aQ2mXc1B */
                restaurant_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restaurant menu, in sections, in menu order. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Menu"];
                    };
                };
            };
            /** @description Not modified: If-None-Match named the current ETag. No body, and not counted against the quota. */
            304: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has that name: restaurant_not_found or city_not_found, with error.param naming the field. */
            404: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRestaurantsBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         "rst_4fT9aQ2mXc1B"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1–50 restaurant ids, each once. The answer lists them in this order. */
                    ids: string[];
                    /** @description ['menu'] puts each restaurant's menu inside its record. */
                    expand?: "menu"[];
                    /**
                     * @description Only these top-level fields of each record, and restaurant_id: any of restaurant_id, name, cuisines, price_range, rating, address, location, phone, website, timezone, chain, attributes, updated_at, hours, menu_summary.
                     * @example [
                     *       "name"
                     *     ]
                     */
                    fields?: string[];
                };
            };
        };
        responses: {
            /** @description Many restaurants by id, in one counted request. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description One entry per id asked for, in the order asked: the restaurant, or null when no restaurant has it. */
                        data: (components["schemas"]["ExpandableRestaurant"] | null)[];
                        meta: {
                            /** @description The ids asked for that no restaurant has, in the order asked. */
                            missing: string[];
                        };
                    };
                };
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 16 KiB (payload_too_large). */
            413: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body was not sent as application/json (unsupported_media_type). */
            415: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    matchRestaurant: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description At least phone, or name with a place (address.city and address.state, or location). */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The business name. Case, punctuation, "&" or "and", "The" and small typos do not matter. Needs a place: address.city with address.state, or location.
                     * @example Torchy's Tacos
                     */
                    name?: string;
                    /**
                     * @description A US phone number in any common form: +17378800201, 737-880-0201, (737) 880-0201, 737.880.0201, 1 737 880 0201.
                     * @example +17378800201
                     */
                    phone?: string;
                    address?: {
                        /** @example 1 Main St */
                        street?: string;
                        /**
                         * @description City name, case-insensitive
                         * @example Houston
                         */
                        city?: string;
                        /**
                         * @description Two-letter US state code or DC, case-insensitive
                         * @example TX
                         */
                        state?: string;
                        /** @example 78701 */
                        postal_code?: string;
                    };
                    /** @description Where the business is: a restaurant within 150 m matches on location. */
                    location?: {
                        latitude: number;
                        longitude: number;
                    };
                };
            };
        };
        responses: {
            /** @description Find a restaurant by its phone, or its name and place. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The best candidates, at most 5, best first. */
                        data: {
                            restaurant: components["schemas"]["Restaurant"];
                            /** @description How sure the match is: what matched, combined as independent evidence (phone 0.9, name 0.7 × its similarity, street 0.7 or postal code alone 0.3, location 0.6), lowered by what was given and disagrees. */
                            confidence: number;
                            /** @description What was given and agrees with this restaurant. */
                            matched_on: ("phone" | "name" | "address" | "location")[];
                        }[];
                        meta: {
                            processing_ms: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 16 KiB (payload_too_large). */
            413: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body was not sent as application/json (unsupported_media_type). */
            415: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCuisines: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated. Only these top-level fields of each record, and cuisine: any of cuisine, name, parent, kind, restaurant_count.
                 * @example name
                 */
                fields?: string;
            };
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every cuisine, with its name, parent, kind and restaurants. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CuisineEntry"][];
                    };
                };
            };
            /** @description Not modified: If-None-Match named the current ETag. No body, and not counted against the quota. */
            304: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRestaurants: {
        parameters: {
            query: {
                /**
                 * @description The state to list (required: a sync copies one place at a time)
                 * @example TX
                 */
                state: string;
                /**
                 * @description Only this city of the state; unknown is 404 city_not_found
                 * @example Houston
                 */
                city?: string;
                limit?: number;
                /** @description pagination.next_cursor of the previous page: continues the same request (send the same other fields) past the offset window, to the last match. Not with offset. A cursor from another catalog is 400 cursor_expired. */
                cursor?: string;
                /**
                 * @description Comma-separated. Only these top-level fields of each record, and restaurant_id: any of restaurant_id, name, cuisines, price_range, rating, address, location, phone, website, timezone, chain, attributes, updated_at, hours, menu_summary.
                 * @example name
                 */
                fields?: string;
            };
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A place's restaurants in id order, for bulk sync. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Restaurant"][];
                        pagination: {
                            limit: number;
                            returned: number;
                            /** @description Whether the place has more restaurants after this page */
                            has_more: boolean;
                            /** @description Present while has_more: send it as cursor, with the same state and city */
                            next_cursor?: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has that name: restaurant_not_found or city_not_found, with error.param naming the field. */
            404: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsStats: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts, prices, price tiers and top cuisines of the whole country. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UsStats"];
                    };
                };
            };
            /** @description Not modified: If-None-Match named the current ETag. No body, and not counted against the quota. */
            304: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCuisineRanking: {
        parameters: {
            query?: {
                /**
                 * @description Two-letter US state code or DC, case-insensitive
                 * @example TX
                 */
                state?: string;
                sort?: "share" | "restaurant_count";
                order?: "desc" | "asc";
                /** @description Cities with fewer restaurants (of any cuisine) are left out */
                min_restaurants?: number;
                limit?: number;
                /** @description 0 when not given; not with cursor */
                offset?: number;
                /** @description pagination.next_cursor of the previous page: continues the same request (send the same other fields) past the offset window, to the last match. Not with offset. A cursor from another catalog is 400 cursor_expired. */
                cursor?: string;
            };
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path: {
                /** @example vietnamese */
                cuisine: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rank cities by one cuisine: its share of their restaurants, or its count. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CuisinePlaceRow"][];
                        pagination: {
                            limit: number;
                            offset: number;
                            returned: number;
                            /** @description Exact while meta.total_is_exact is true */
                            total_estimated?: number;
                            /** @description Whether another page can be requested */
                            has_more: boolean;
                            /** @description Present while has_more: send it as cursor, with the same request, for the next page */
                            next_cursor?: string;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match named the current ETag. No body, and not counted against the quota. */
            304: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDishMatrix: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Up to 10 dishes, each read as item search reads q (1–200 characters after trimming). */
                    dishes: string[];
                    /** @description Up to 20 cities; an unknown one is 404 city_not_found naming it. */
                    cities: {
                        /**
                         * @description Two-letter US state code or DC, case-insensitive
                         * @example TX
                         */
                        state: string;
                        /**
                         * @description City name, case-insensitive
                         * @example Houston
                         */
                        city: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Each dish in each city: median price, penetration and item count. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DishMatrixCell"][];
                        meta: {
                            /** @description How each dish was read, in the order of dishes */
                            interpretations: components["schemas"]["SearchInterpretation"][];
                            /** @description The date of the catalog these figures describe (YYYY-MM-DD) */
                            as_of: string;
                            processing_ms: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has that name: restaurant_not_found or city_not_found, with error.param naming the field. */
            404: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 16 KiB (payload_too_large). */
            413: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body was not sent as application/json (unsupported_media_type). */
            415: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTopCuisines: {
        parameters: {
            query?: {
                /**
                 * @description Two-letter US state code or DC, case-insensitive
                 * @example TX
                 */
                state?: string;
                limit?: number;
                /**
                 * @description Comma-separated. Only these top-level fields of each record, and cuisine: any of cuisine, restaurant_count, share.
                 * @example restaurant_count
                 */
                fields?: string;
            };
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Top cuisines nationally or in one state. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CuisineCount"][];
                        pagination: {
                            limit: number;
                            offset: number;
                            returned: number;
                            /** @description Exact while meta.total_is_exact is true */
                            total_estimated?: number;
                            /** @description Whether another page can be requested */
                            has_more: boolean;
                            /** @description Present while has_more: send it as cursor, with the same request, for the next page */
                            next_cursor?: string;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match named the current ETag. No body, and not counted against the quota. */
            304: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCityRanking: {
        parameters: {
            query?: {
                /**
                 * @description Two-letter US state code or DC, case-insensitive
                 * @example TX
                 */
                state?: string;
                sort?: "restaurant_count" | "item_count" | "median_price" | "average_price" | "p90_price" | "expensive_share" | "chain_share" | "restaurants_per_10k" | "main_median_price";
                order?: "desc" | "asc";
                min_restaurants?: number;
                limit?: number;
                /** @description 0 when not given; not with cursor */
                offset?: number;
                /**
                 * @description Comma-separated. Only these top-level fields of each record, and state and city: any of state, city, restaurant_count, item_count, average_price, median_price, p90_price, price_tiers, expensive_share, location, price_index, population, restaurants_per_10k, chain_share, service_mix, main_median_price, as_of.
                 * @example restaurant_count
                 */
                fields?: string;
                /** @description pagination.next_cursor of the previous page: continues the same request (send the same other fields) past the offset window, to the last match. Not with offset. A cursor from another catalog is 400 cursor_expired. */
                cursor?: string;
            };
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rank cities by size, prices or expensive share. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CityRankingRow"][];
                        pagination: {
                            limit: number;
                            offset: number;
                            returned: number;
                            /** @description Exact while meta.total_is_exact is true */
                            total_estimated?: number;
                            /** @description Whether another page can be requested */
                            has_more: boolean;
                            /** @description Present while has_more: send it as cursor, with the same request, for the next page */
                            next_cursor?: string;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match named the current ETag. No body, and not counted against the quota. */
            304: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStateStats: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated. Only these top-level fields of each record, and state: any of state, currency, restaurant_count, item_count, average_price, median_price, p90_price, price_tiers, expensive_share, price_percentiles, top_cuisines, price_index, population, restaurants_per_10k, chain_share, service_mix, main_median_price, as_of, city_count.
                 * @example currency
                 */
                fields?: string;
            };
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path: {
                /**
                 * @description Two-letter US state code or DC, case-insensitive
                 * @example TX
                 */
                state: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts, prices, price tiers and top cuisines of one state. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StateStats"];
                    };
                };
            };
            /** @description Not modified: If-None-Match named the current ETag. No body, and not counted against the quota. */
            304: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCityStats: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated. Only these top-level fields of each record, and state and city: any of state, currency, restaurant_count, item_count, average_price, median_price, p90_price, price_tiers, expensive_share, price_percentiles, top_cuisines, price_index, population, restaurants_per_10k, chain_share, service_mix, main_median_price, as_of, city.
                 * @example currency
                 */
                fields?: string;
            };
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path: {
                /**
                 * @description Two-letter US state code or DC, case-insensitive
                 * @example TX
                 */
                state: string;
                /**
                 * @description City name, case-insensitive
                 * @example Houston
                 */
                city: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts, prices, price tiers and top cuisines of one city. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CityStats"];
                    };
                };
            };
            /** @description Not modified: If-None-Match named the current ETag. No body, and not counted against the quota. */
            304: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Strong tag of this answer; it changes when another catalog is served. */
                    ETag?: string;
                    /** @description private, max-age=300 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has that name: restaurant_not_found or city_not_found, with error.param naming the field. */
            404: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDishPrices: {
        parameters: {
            query?: never;
            header?: {
                /** @description The session of the suggest calls that led to this request: ends it, and this request pays its one unit (a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored. */
                "Suggest-Session"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The dish, understood as item search understands q: 1–200 characters.
                     * @example pad thai
                     */
                    q: string;
                    /**
                     * @description Two-letter US state code or DC, case-insensitive
                     * @example TX
                     */
                    state?: string;
                    /** @description Only these cities (at most 10); an unknown one is 404 city_not_found. */
                    cities?: {
                        /**
                         * @description Two-letter US state code or DC, case-insensitive
                         * @example TX
                         */
                        state: string;
                        /**
                         * @description City name, case-insensitive
                         * @example Houston
                         */
                        city: string;
                    }[];
                    /** @default city */
                    group_by?: "city" | "state";
                    /**
                     * @description Places with fewer priced matches are left out
                     * @default 5
                     */
                    min_items?: number;
                    /**
                     * @description The order of every place (not only the page): place is by state, then city; the others by the row figure of that name (min_price is min, and so on); ties by state, then city
                     * @default item_count
                     */
                    sort?: "place" | "item_count" | "restaurant_count" | "penetration" | "price_index" | "min_price" | "p25_price" | "median_price" | "p75_price" | "max_price" | "average_price";
                    /** @default desc */
                    order?: "desc" | "asc";
                    /** @default 20 */
                    limit?: number;
                    /** @description 0 when not given; not with cursor */
                    offset?: number;
                    /**
                     * @description Only these top-level fields of each record, and state and city: any of state, city, item_count, restaurant_count, min, p25, median, p75, max, average, location, penetration, price_index.
                     * @example [
                     *       "item_count"
                     *     ]
                     */
                    fields?: string[];
                    /** @description pagination.next_cursor of the previous page: continues the same request (send the same other fields) past the offset window, to the last match. Not with offset. A cursor from another catalog is 400 cursor_expired. */
                    cursor?: string;
                };
            };
        };
        responses: {
            /** @description What a dish costs, city by city or state by state. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DishPricesRow"][];
                        pagination: {
                            limit: number;
                            offset: number;
                            returned: number;
                            /** @description Exact while meta.total_is_exact is true */
                            total_estimated?: number;
                            /** @description Whether another page can be requested */
                            has_more: boolean;
                            /** @description Present while has_more: send it as cursor, with the same request, for the next page */
                            next_cursor?: string;
                        };
                        meta: {
                            query: string;
                            interpretation: components["schemas"]["SearchInterpretation"];
                            processing_ms: number;
                            national: components["schemas"]["DishPricesNational"];
                            /** @description The date of the catalog these figures describe (YYYY-MM-DD) */
                            as_of: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has that name: restaurant_not_found or city_not_found, with error.param naming the field. */
            404: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 16 KiB (payload_too_large). */
            413: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body was not sent as application/json (unsupported_media_type). */
            415: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    suggest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What has been typed so far (1–200 characters after trimming).
                     * @example pad th
                     */
                    q: string;
                    /**
                     * @description Your id for one typed search. Suggest calls with a session are not counted; send the same value as the Suggest-Session header on the search or lookup that ends it, which counts once as usual. A session not ended within 3 minutes, or past 50 suggest calls, counts one request and a new one begins. Without a session every suggest call counts.
                     * @example a3f9c2e1-typed
                     */
                    session?: string;
                    /**
                     * @description Two-letter US state code or DC, case-insensitive
                     * @example TX
                     */
                    state?: string;
                    /**
                     * @description City name, case-insensitive
                     * @example Houston
                     */
                    city?: string;
                    /** @description Within radius_m (default 5,000) of this point: a hard filter. */
                    near?: {
                        latitude: number;
                        longitude: number;
                        /** @default 5000 */
                        radius_m?: number;
                    };
                    /** @default 8 */
                    limit?: number;
                    /**
                     * @description Only these top-level fields of each record, and kind and text: any of kind, text, restaurant_id, cuisine, city, state, count, median_price.
                     * @example [
                     *       "restaurant_id"
                     *     ]
                     */
                    fields?: string[];
                };
            };
        };
        responses: {
            /** @description Suggest as you type. */
            200: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            kind: "restaurant" | "dish" | "cuisine" | "place";
                            /** @description What to show, and what to search for when it is picked. */
                            text: string;
                            /** @description Restaurants: the restaurant. */
                            restaurant_id?: string;
                            /** @description Cuisines: the slug a search's cuisines filter takes. */
                            cuisine?: string;
                            /** @description Restaurants and places: the city. */
                            city?: string;
                            /** @description Restaurants and places: the state code. */
                            state?: string;
                            /** @description Dishes: restaurants serving it (nationally); cuisines: its restaurants (in state when given); places: restaurants there. */
                            count?: number;
                            /** @description Dishes: the median price in dollars (nationally). */
                            median_price?: number;
                        }[];
                        meta: {
                            query: string;
                            processing_ms: number;
                            /** @description The session this call belonged to, if any. */
                            session: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param names the field at fault. */
            400: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). WWW-Authenticate names the Bearer scheme. */
            401: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Bearer, or Bearer error="invalid_token" for a bad key */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 16 KiB (payload_too_large). */
            413: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body was not sent as application/json (unsupported_media_type). */
            415: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this address created too many keys this hour (signup_rate_limited). */
            429: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description The monthly quota: "monthly";q=<limit>;w=2592000 */
                    "RateLimit-Policy"?: string;
                    /** @description What is left: "monthly";r=<remaining>;t=<seconds to the reset> */
                    RateLimit?: string;
                    /** @description Requests allowed this calendar month (UTC) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left this month */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests counted this month */
                    "X-RateLimit-Used"?: number;
                    /** @description When the quota resets, in epoch seconds */
                    "X-RateLimit-Reset"?: number;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After. */
            503: {
                headers: {
                    /** @description req_ + 16 letters or digits; error bodies repeat it as request_id. */
                    "Request-Id"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
