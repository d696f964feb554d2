import random

CITIES = {"boston": "BOS", "denver": "DEN", "atlanta": "ATL", "dallas": "DFW", "seattle": "SEA",
          "chicago": "ORD", "miami": "MIA", "phoenix": "PHX"}
DAYS = ["monday", "tuesday", "friday", "sunday", "tomorrow"]
TIMES = ["morning", "evening", "night", "afternoon"]
AIRLINES = ["delta", "united", "american", "alaska"]


def request(rng):
    a, b = rng.sample(sorted(CITIES), 2)
    use_code = rng.random() < 0.5
    src = CITIES[a] if use_code else a
    dst = CITIES[b] if rng.random() < 0.5 else b
    toks = [("show", "O"), ("me", "O")]
    if rng.random() < 0.4:
        toks += [(rng.choice(AIRLINES), "B-airline"), ("flights", "O")]
    else:
        toks += [("flights", "O")]
    toks += [("from", "O"), (src, "B-fromloc"), ("to", "O"), (dst, "B-toloc")]
    if rng.random() < 0.7:
        toks += [("on", "O"), (rng.choice(DAYS), "B-depart_date")]
    if rng.random() < 0.5:
        toks += [("in", "O"), ("the", "O"), (rng.choice(TIMES), "B-depart_time")]
    return toks


def make_requests(n, seed):
    rng = random.Random(seed)
    return [request(rng) for _ in range(n)]


SLOTS = ["O", "B-airline", "B-fromloc", "B-toloc", "B-depart_date", "B-depart_time"]
