"""``judge deck``: read a decklist in the formats people register and export, resolve names, check it."""
