import random

DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
SKY = ["rain", "sun", "snow", "fog", "showers", "thunder"]
PARTS = ["morning", "afternoon", "evening", "night"]
SYLL = ["bra", "ken", "dor", "ulm", "vil", "sto", "mar", "gen", "ast", "lin", "ford", "wick", "ham", "by"]


def town(rng):
    return "".join(rng.choice(SYLL) for _ in range(rng.randint(2, 3)))


def bulletin(rng):
    place, day, sky, part = town(rng), rng.choice(DAYS), rng.choice(SKY), rng.choice(PARTS)
    wind = str(rng.randrange(5, 80, 5))
    src = (f"the outlook for {place} on {day} : {sky} expected in the {part} , "
           f"with winds near {wind} km/h . residents of {place} should plan ahead .")
    if rng.random() < 0.5:
        src = f"update issued at noon . {src}"
    tgt = f"{place} {day} {sky} {part} wind {wind}"
    return src.split(), tgt.split()


def make_corpus(n, seed):
    rng = random.Random(seed)
    return [bulletin(rng) for _ in range(n)]


class Vocab:
    specials = ["<pad>", "<unk>", "<s>", "</s>"]

    def __init__(self, corpus):
        words = sorted({w for src, tgt in corpus for w in src + tgt})
        self.itos = self.specials + words
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.pad_id, self.unk_id, self.bos_id, self.eos_id = 0, 1, 2, 3

    def __len__(self):
        return len(self.itos)

    def ids(self, words):
        return [self.stoi.get(w, self.unk_id) for w in words]
