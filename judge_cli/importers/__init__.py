"""Importers of card data: MTGJSON and Scryfall files into the store (``judge_cli.store``)."""
