"""The store of imported card data: one SQLite file, its name index, and the corpus view over it."""
