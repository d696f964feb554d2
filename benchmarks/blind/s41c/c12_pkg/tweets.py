import numpy as np

from .config import CFG

PAD, POS_WORDS, NEG_WORDS = 0, range(1, 21), range(21, 41)


def make_tweets(seed):
    """Each tweet holds a sentiment-bearing span (a run of positive or negative words mixed
    with fillers); for neutral tweets the selected_text is the whole tweet."""
    rng = np.random.default_rng(seed)
    ids = np.zeros((CFG.n_tweets, CFG.max_len), dtype=np.int64)
    sentiment = rng.integers(0, 3, CFG.n_tweets)
    start = np.zeros(CFG.n_tweets, dtype=np.int64)
    end = np.zeros(CFG.n_tweets, dtype=np.int64)
    lengths = rng.integers(10, CFG.max_len + 1, CFG.n_tweets)
    for i in range(CFG.n_tweets):
        L = lengths[i]
        toks = rng.integers(41, CFG.vocab, L)
        if sentiment[i] == 1:
            start[i], end[i] = 0, L - 1
        else:
            pool = NEG_WORDS if sentiment[i] == 0 else POS_WORDS
            span = rng.integers(1, 5)
            s = rng.integers(0, L - span + 1)
            toks[s:s + span] = rng.choice(list(pool), span)
            start[i], end[i] = s, s + span - 1
        ids[i, :L] = toks
    return ids, sentiment, start, end, lengths


def pretrained_matrix(seed):
    rng = np.random.default_rng(seed)
    m = rng.normal(0, 0.5, (CFG.vocab, CFG.emb_dim)).astype(np.float32)
    m[list(POS_WORDS), 0] += 1.5
    m[list(NEG_WORDS), 0] -= 1.5
    m[PAD] = 0
    return m


def jaccard(a, b):
    a, b = set(a), set(b)
    return len(a & b) / max(len(a | b), 1)
