"""Synthetic sea-shanty lyrics: verses stitched together from a few templates."""
import random

SUBJECTS = ["the captain", "the bosun", "old tom", "the cook", "young jack", "the whaler"]
VERBS = ["hauled the line", "sang all night", "lost his boot", "drank the rum", "saw the whale",
         "climbed the mast"]
PLACES = ["in the bay", "off the cape", "at the docks", "on the deck", "by the shore"]
CHORUS = [
    "heave away, haul away, we'll sail the sea again\n",
    "way hey and up she rises, early in the morning\n",
    "leave her johnny leave her, oh leave her johnny leave her\n",
]


def make_lyrics(n_verses=60, seed=0):
    rng = random.Random(seed)
    lines = []
    for _ in range(n_verses):
        for _ in range(2):
            lines.append(f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(PLACES)}\n")
        lines.append(rng.choice(CHORUS))
    return "".join(lines)


class CharVocab:
    def __init__(self, text):
        self.chars = sorted(set(text))
        self.stoi = {c: i for i, c in enumerate(self.chars)}

    def __len__(self):
        return len(self.chars)

    def encode(self, text):
        return [self.stoi[c] for c in text]

    def decode(self, ids):
        return "".join(self.chars[i] for i in ids)
