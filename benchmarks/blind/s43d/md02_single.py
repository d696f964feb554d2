"""Vanilla-bean curing grade (Madagascar grading: gourmet / TK / extraction / rejects).

Small pool-based active-learning study: a grader can only inspect a few bundles per
week, so we ask an MC-dropout classifier which bundles it is least sure about (BALD)
and send those to the grader.
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

GRADES = ["gourmet", "tk", "extraction", "reject"]
N_FEAT = 9   # moisture, vanillin %, L*, a*, b*, length, split ratio, oil sheen, aroma panel
SETTINGS = dict(pool=900, test=300, seed_labels=20, rounds=5, per_round=25,
                mc_passes=20, epochs=40, lr=2e-3, batch=32)


def synth_bundles(n, gen):
    grade = torch.randint(0, len(GRADES), (n,), generator=gen)
    base = torch.tensor([[32., 2.2, 28., 9., 12., 17., .05, .8, 8.],
                         [24., 1.9, 31., 8., 13., 15., .15, .6, 6.5],
                         [20., 1.6, 35., 7., 15., 13., .35, .4, 5.],
                         [16., 1.2, 38., 6., 17., 11., .55, .2, 3.]])
    noise = torch.tensor([3., .25, 2.5, 1., 1.5, 1.8, .08, .15, 1.2])
    x = base[grade] + noise * torch.randn(n, N_FEAT, generator=gen) * 1.6
    return x, grade


class CuringNet(nn.Module):
    def __init__(self, n_in, n_out, hidden=64, p=0.3):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(), nn.Dropout(p),
                                  nn.Linear(hidden, hidden), nn.ReLU(), nn.Dropout(p))
        self.out = nn.Linear(hidden, n_out)

    def forward(self, x):
        return self.out(self.body(x))


def mc_sample_probs(clf, x, passes):
    """T stochastic forward passes with dropout switched on (MC dropout)."""
    clf.train()
    return torch.stack([F.softmax(clf(x), dim=-1) for _ in range(passes)])


def bald(samples):
    mean = samples.mean(0)
    total = -(mean * mean.clamp_min(1e-12).log()).sum(-1)
    expected = -(samples * samples.clamp_min(1e-12).log()).sum(-1).mean(0)
    return total - expected


def train_from_scratch(x, y, cfg):
    clf = CuringNet(N_FEAT, len(GRADES))
    adam = torch.optim.Adam(clf.parameters(), lr=cfg["lr"])
    history = []
    for _ in range(cfg["epochs"]):
        clf.train()
        perm = torch.randperm(len(y))
        for s in range(0, len(y), cfg["batch"]):
            b = perm[s:s + cfg["batch"]]
            nll = F.cross_entropy(clf(x[b]), y[b])
            adam.zero_grad()
            nll.backward()
            adam.step()
            history.append(nll.item())
    return clf, history


def main(cfg=SETTINGS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(7)
    pool_x, pool_y = synth_bundles(cfg["pool"], gen)
    test_x, test_y = synth_bundles(cfg["test"], gen)
    mu, sd = pool_x.mean(0), pool_x.std(0)
    pool_x, test_x = (pool_x - mu) / sd, (test_x - mu) / sd

    rng = np.random.default_rng(0)
    labelled = list(rng.choice(cfg["pool"], cfg["seed_labels"], replace=False))
    unlabelled = sorted(set(range(cfg["pool"])) - set(labelled))

    for rnd in range(cfg["rounds"]):
        clf, hist = train_from_scratch(pool_x[labelled], pool_y[labelled], cfg)

        with torch.no_grad():
            test_probs = mc_sample_probs(clf, test_x, cfg["mc_passes"]).mean(0)
            pool_samples = mc_sample_probs(clf, pool_x[unlabelled], cfg["mc_passes"])
        acc = (test_probs.argmax(-1) == test_y).float().mean().item()

        scores = bald(pool_samples).numpy()
        picks = np.argsort(-scores)[:cfg["per_round"]]
        newly = [unlabelled[i] for i in picks]
        print(f"round {rnd}: n_lab={len(labelled):3d} last_nll={np.mean(hist[-5:]):.3f} "
              f"test_acc={acc:.3f} max_bald={scores.max():.3f}")
        labelled += newly
        unlabelled = [i for i in unlabelled if i not in set(newly)]


if __name__ == "__main__":
    main()
