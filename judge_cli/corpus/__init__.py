"""The card and ruling corpus: dataclasses (``model``) and the YAML loader (``load``)."""
