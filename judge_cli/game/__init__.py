"""The game itself: its vocabulary (colours, types, zones, face-down procedures…), mana costs and cards with faces.

Everything above this package — the corpus, the rules evaluator, ``judge ask``
and the scenario format — takes these words from here, so that a colour or a
card type is listed once.
"""
