"""A toy corpus: sentences about four topics (kitchen, weather, football, astronomy)."""
import random

TOPICS = {
    "kitchen": "pan oven knife spoon salt pepper onion garlic simmer bake".split(),
    "weather": "rain cloud wind storm sunny thunder humid forecast drizzle fog".split(),
    "football": "goal striker keeper penalty pitch referee corner offside tackle league".split(),
    "astronomy": "star planet orbit comet telescope galaxy nebula moon eclipse crater".split(),
}
FILLER = "the a of and is was in on with today".split()


def generate_sentences(n=1500, seed=0):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        topic = rng.choice(list(TOPICS))
        words = []
        for _ in range(rng.randint(6, 12)):
            words.append(rng.choice(TOPICS[topic]) if rng.random() < 0.65 else rng.choice(FILLER))
        out.append(words)
    return out
