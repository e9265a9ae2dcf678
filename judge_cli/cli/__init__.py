"""The command-line layer: parses options, calls one library function, renders."""
