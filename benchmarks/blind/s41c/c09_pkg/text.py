import numpy as np

from .config import CFG

PAD = 0


def make_corpus(seed):
    """Excerpts built from a vocabulary whose words carry a 'difficulty' (frequency rank / length);
    the readability target falls with mean word difficulty and with sentence length."""
    rng = np.random.default_rng(seed)
    V = CFG["vocab_size"]
    difficulty = np.linspace(-1.5, 1.5, V) + rng.normal(0, 0.3, V)
    difficulty[PAD] = 0.0
    zipf = 1.0 / np.arange(1, V) ** 0.9
    token_ids, targets = [], []
    for _ in range(CFG["n_excerpts"]):
        level = rng.normal()
        probs = zipf * np.exp(-level * np.linspace(-1, 1, V - 1) * 2.0)
        length = int(np.clip(rng.normal(32 + 6 * level, 6), 10, CFG["max_len"]))
        ids = rng.choice(np.arange(1, V), size=length, p=probs / probs.sum())
        sent_len = rng.integers(8, 20) + 4 * level
        target = -1.2 * difficulty[ids].mean() - 0.05 * sent_len + rng.normal(0, 0.15)
        token_ids.append(ids)
        targets.append(target)
    return token_ids, np.array(targets, dtype=np.float32), difficulty


def pad_batch(seqs):
    out = np.full((len(seqs), CFG["max_len"]), PAD, dtype=np.int64)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s[:CFG["max_len"]]
    return out


def make_pretrained_vectors(difficulty, seed):
    """Stand-in for the glove.840B lookup: a random embedding matrix in which one direction
    encodes word difficulty, returned as float64 numpy like np.load would."""
    rng = np.random.default_rng(seed + 1)
    matrix = rng.normal(0, 0.3, (CFG["vocab_size"], CFG["emb_dim"]))
    matrix[:, 0] = difficulty
    matrix[PAD] = 0.0
    return matrix
