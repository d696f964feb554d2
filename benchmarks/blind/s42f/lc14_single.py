"""E-book subscription: 'read next' from the last ten titles a reader finished.

Histories are left-padded with id 0. The pooled history vector is a masked mean plus a recency-weighted
mean; the pad row of the title table is kept at zero so that exported vectors of short histories are clean.
"""
import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

PAD = 0
CONF = {"n_titles": 500, "n_genres": 12, "history": 10, "readers": 3000, "dim": 32,
        "lr": 4e-3, "batch": 256, "epochs": 5}


def simulate_reading(rng):
    n = CONF["n_titles"]
    genre = np.concatenate([[-1], rng.integers(0, CONF["n_genres"], n)])
    series = np.concatenate([[-1], rng.integers(0, 120, n)])
    hist, nxt = [], []
    for _ in range(CONF["readers"]):
        favourite = rng.choice(CONF["n_genres"], 2, replace=False)
        pool = np.flatnonzero(np.isin(genre, favourite))
        length = rng.integers(2, CONF["history"] + 2)
        seq = list(rng.choice(pool, length))
        for i in range(1, length):                      # readers binge series
            if rng.random() < 0.35:
                same = np.flatnonzero(series == series[seq[i - 1]])
                seq[i] = rng.choice(same)
        *past, target = seq
        past = past[-CONF["history"]:]
        hist.append([PAD] * (CONF["history"] - len(past)) + past)
        nxt.append(target)
    return torch.as_tensor(hist), torch.as_tensor(nxt), torch.as_tensor(genre.clip(0))


class ReadNext(nn.Module):
    def __init__(self, n_titles, n_genres, genre_of, dim):
        super().__init__()
        self.titles = nn.Embedding(n_titles + 1, dim)
        self.genres = nn.Embedding(n_genres, dim)
        self.register_buffer("genre_of", genre_of)
        self.recency = nn.Parameter(torch.linspace(-1.0, 1.0, CONF["history"]))
        self.mix = nn.Sequential(nn.Linear(2 * dim, dim), nn.Tanh(), nn.Linear(dim, dim))

    def item_vectors(self):
        return self.titles.weight + self.genres(self.genre_of)

    def reset_pad_row(self):
        self.titles.weight[PAD].zero_()

    def forward(self, history):
        mask = (history != PAD).float()
        vecs = self.titles(history) + self.genres(self.genre_of[history]) * mask[..., None]
        mean = (vecs * mask[..., None]).sum(1) / mask.sum(1, keepdim=True).clamp(min=1)
        w = torch.softmax(self.recency.masked_fill(mask == 0, -1e4), dim=1)
        recent = (vecs * w[..., None]).sum(1)
        query = self.mix(torch.cat([mean, recent], dim=1))
        logits = query @ self.item_vectors().T
        logits[:, PAD] = -1e4
        return logits


@torch.no_grad()
def hit_at(model, history, target, k=10):
    model.eval()
    top = model(history).topk(k, dim=1).indices
    model.train()
    return (top == target[:, None]).any(1).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = np.random.default_rng(0)
    history, target, genre_of = simulate_reading(rng)
    cut = int(0.8 * len(target))
    model = ReadNext(CONF["n_titles"], CONF["n_genres"], genre_of, CONF["dim"])
    opt = torch.optim.Adam(model.parameters(), lr=CONF["lr"])
    print(f"valid hit@10 untrained {hit_at(model, history[cut:], target[cut:]):.4f}")

    for epoch in range(CONF["epochs"]):
        perm = torch.randperm(cut)
        running = 0.0
        for s in range(0, cut, CONF["batch"]):
            rows = perm[s:s + CONF["batch"]]
            ce = F.cross_entropy(model(history[rows]), target[rows])
            opt.zero_grad()
            ce.backward()
            opt.step()
            model.reset_pad_row()
            running += ce.item() * len(rows)
        print(f"epoch {epoch}  ce {running / cut:.4f}  valid hit@10 {hit_at(model, history[cut:], target[cut:]):.4f}")


if __name__ == "__main__":
    main()
