import torch

CODE = {"E": ".", "T": "-", "A": ".-", "N": "-.", "I": "..", "M": "--", "S": "...", "O": "---",
        "R": ".-.", "K": "-.-"}
LETTERS = sorted(CODE)          # CTC blank = 0, letters = 1..len
UNIT = 3


def key_envelope(text, rng, noise=0.15):
    bits = []
    for ch in text:
        for sym in CODE[ch]:
            bits += [1] * (UNIT if sym == "." else 3 * UNIT) + [0] * UNIT
        bits += [0] * (2 * UNIT)
    env = torch.tensor(bits, dtype=torch.float32)
    return env + noise * torch.randn(env.shape, generator=rng)


def make_batch(batch, max_letters=4, rng=None):
    rng = rng or torch.Generator().manual_seed(0)
    texts = ["".join(LETTERS[int(i)] for i in torch.randint(0, len(LETTERS), (int(torch.randint(2, max_letters + 1, (1,), generator=rng)),), generator=rng))
             for _ in range(batch)]
    envs = [key_envelope(t, rng) for t in texts]
    lengths = torch.tensor([len(e) for e in envs])
    x = torch.zeros(batch, int(lengths.max()))
    for i, e in enumerate(envs):
        x[i, :len(e)] = e
    targets = torch.tensor([LETTERS.index(c) + 1 for t in texts for c in t])
    target_lengths = torch.tensor([len(t) for t in texts])
    return x.unsqueeze(1), lengths, targets, target_lengths, texts
