"""``judge find``: Scryfall's search syntax over the card data (parser, facts, in-memory and SQL search)."""
