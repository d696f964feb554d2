import random

import torch

TEMPLATES = [
    "def {f} ( {a} ) : return {a} + {n}",
    "for {a} in range ( {n} ) : {f} ( {a} )",
    "if {a} > {n} : {a} = {f} ( {a} )",
    "while {a} < {n} : {a} += 1",
    "{a} = [ {f} ( x ) for x in {b} ]",
]
NAMES = ["foo", "bar", "load", "step", "parse"]
VARS = ["x", "y", "i", "acc", "items"]


def build_corpus(args, n_lines=400, seed=0):
    rng = random.Random(seed)
    toks = []
    for _ in range(n_lines):
        t = rng.choice(TEMPLATES).format(f=rng.choice(NAMES), a=rng.choice(VARS),
                                         b=rng.choice(VARS), n=rng.randint(0, 9))
        toks += t.split() + ["<nl>"]
    vocab = sorted(set(toks))
    stoi = {t: i for i, t in enumerate(vocab)}
    return torch.tensor([stoi[t] for t in toks]), vocab


def sample_batch(args, ids, g):
    starts = torch.randint(0, len(ids) - args.seq - 1, (args.batch,), generator=g)
    x = torch.stack([ids[s:s + args.seq] for s in starts])
    y = torch.stack([ids[s + 1:s + args.seq + 1] for s in starts])
    return x, y
