"""Flat-foldability of single-vertex origami crease patterns with a small set-attention model.

A vertex folds flat iff Kawasaki (alternating sector angles sum to pi) and Maekawa
(#mountain - #valley = +-2) hold. Each crease is a set element; patterns have 4, 6 or 8 creases
and are padded to 8. Parameters are a dict of leaves; the loss is wrapped with torch.compile.
"""
import math

import numpy as np
import torch
import torch.nn.functional as F

MAX_DEG = 8
ARGS = dict(seed=0, n_train=6000, n_test=1500, d=32, lr=3e-3, batch=128, epochs=6, backend="aot_eager")


def split_pi(gen, k):
    w = -torch.log(torch.rand(k, generator=gen))
    return math.pi * w / w.sum()


def vertex(gen):
    deg = int(torch.randint(2, 5, (1,), generator=gen)) * 2
    odd, even = split_pi(gen, deg // 2), split_pi(gen, deg // 2)
    sectors = torch.stack([odd, even], 1).flatten()
    mv = torch.ones(deg)
    mv[torch.randperm(deg, generator=gen)[: deg // 2 - 1]] = -1.0       # M - V = 2
    fold = True
    r = float(torch.rand(1, generator=gen))
    if r < 0.25:
        i, j = torch.randperm(deg, generator=gen)[:2].tolist()
        if (i - j) % 2:                                                  # move angle across parity
            delta = 0.3 * sectors[i] * float(torch.rand(1, generator=gen) + 0.2)
            sectors[i] -= delta
            sectors[j] += delta
            fold = False
    elif r < 0.5:
        mv[int(torch.randint(0, deg, (1,), generator=gen))] *= -1       # breaks Maekawa
        fold = False
    return sectors, mv, fold


def dataset(gen, n):
    feats = torch.zeros(n, MAX_DEG, 4)
    mask = torch.zeros(n, MAX_DEG, dtype=torch.bool)
    labels = torch.zeros(n)
    for i in range(n):
        sectors, mv, fold = vertex(gen)
        deg = len(sectors)
        parity = torch.tensor([1.0, -1.0]).repeat(deg // 2)
        feats[i, :deg] = torch.stack([sectors / math.pi, parity, mv, parity * sectors / math.pi], 1)
        mask[i, :deg] = True
        labels[i] = float(fold)
    return feats, mask, labels


def init(gen, d):
    def xavier(*shape):
        w = torch.empty(*shape)
        torch.nn.init.xavier_uniform_(w, generator=gen)
        return w.requires_grad_()
    return {"embed": xavier(4, d), "q": xavier(d, d), "k": xavier(d, d), "v": xavier(d, d),
            "out1": xavier(2 * d, d), "b1": torch.zeros(d, requires_grad=True),
            "out2": xavier(d, 1), "b2": torch.zeros(1, requires_grad=True)}


def attend(params, h, mask):
    q, k, v = h @ params["q"], h @ params["k"], h @ params["v"]
    scores = (q @ k.transpose(1, 2)) * (1.0 / math.sqrt(q.shape[-1]))
    scores.masked_fill_(~mask[:, None, :], float("-inf"))
    weights = torch.exp(scores - scores.amax(-1, keepdim=True))
    weights = weights / weights.sum(-1, keepdim=True)
    return h + weights @ v


def apply(params, feats, mask):
    h = torch.tanh(feats @ params["embed"])
    h = attend(params, h, mask)
    m = mask.unsqueeze(-1).float()
    pooled = torch.cat([(h * m).sum(1), (h * m).sum(1) / m.sum(1)], -1)
    return (F.gelu(pooled @ params["out1"] + params["b1"]) @ params["out2"] + params["b2"]).squeeze(-1)


def bce(params, feats, mask, labels):
    return F.binary_cross_entropy_with_logits(apply(params, feats, mask), labels)


@torch.no_grad()
def evaluate(params, feats, mask, labels):
    pred = (apply(params, feats, mask) > 0).numpy()
    truth = labels.numpy().astype(bool)
    confusion = np.array([[np.sum(~pred & ~truth), np.sum(pred & ~truth)],
                          [np.sum(~pred & truth), np.sum(pred & truth)]])
    return float(np.trace(confusion)) / len(truth), confusion


def main(a=ARGS):
    torch.manual_seed(a["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(a["seed"])
    train, test = dataset(gen, a["n_train"]), dataset(gen, a["n_test"])
    params = init(gen, a["d"])
    opt = torch.optim.AdamW(params.values(), lr=a["lr"], weight_decay=1e-4)
    loss_fn = torch.compile(bce, backend=a["backend"]) if a["backend"] else bce

    for epoch in range(a["epochs"]):
        for idx in torch.randperm(a["n_train"], generator=gen).split(a["batch"]):
            value = loss_fn(params, *(t[idx] for t in train))
            opt.zero_grad()
            value.backward()
            opt.step()
        acc, conf = evaluate(params, *test)
        print(f"epoch {epoch}: loss {value.item():.3f} test acc {acc:.3f} (fp {conf[0, 1]}, fn {conf[1, 0]})")


if __name__ == "__main__":
    main()
