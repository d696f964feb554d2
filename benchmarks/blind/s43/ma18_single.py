"""Cello bow-stroke articulation recognition, player by player.

A bow-mounted IMU and a bridge pickup give per-stroke features (bow speed profile, pressure
proxy, contact point, attack transient, spectral centroid...).  Each cellist gets a small learned
player embedding that is added to the input; the shared network is fine-tuned on the new player
and then blended back with the weights it had before (a mean-IMM style merge), so earlier
players are not forgotten.  A drift report shows how far each layer moved per player.
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

STROKES = ["detache", "legato", "martele", "spiccato", "sautille", "col_legno", "ricochet"]
N_FEAT = 15

SETUP = {"players": 4, "per_stroke": 40, "hidden": 64, "lr": 3e-3, "epochs": 12, "batch": 35,
         "embed_scale": 0.02, "keep_old": 0.5, "seed": 0}


def cellist_sessions(n_players, per_stroke, gen):
    strokes = 1.1 * torch.randn(len(STROKES), N_FEAT, generator=gen)
    for player in range(n_players):
        habit = 0.9 * torch.randn(N_FEAT, generator=gen)
        xs, ys = [], []
        for k in range(len(STROKES)):
            xs.append(strokes[k] + habit + torch.randn(per_stroke, N_FEAT, generator=gen))
            ys.append(torch.full((per_stroke,), k))
        x, y = torch.cat(xs), torch.cat(ys)
        perm = torch.randperm(len(y), generator=gen)
        x, y = x[perm], y[perm]
        cut = int(0.8 * len(y))
        yield player, (x[:cut], y[:cut]), (x[cut:], y[cut:])


class StrokeNet(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(N_FEAT, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.head = nn.Linear(hidden, len(STROKES))

    def forward(self, x, player_vec=None):
        if player_vec is not None:
            x = x + player_vec
        return self.head(self.body(x))


@torch.no_grad()
def blend_(named_params_fn, reference, keep_old):
    """In-place convex mix of the current weights with `reference` (no autograd tracking)."""
    for name, p in named_params_fn():
        p.mul_(1.0 - keep_old).add_(reference[name], alpha=keep_old)


def init_head_prior(head, labels):
    freq = torch.bincount(labels, minlength=head.out_features).float() + 1.0
    with torch.no_grad():
        head.bias.copy_(torch.log(freq / freq.sum()))


class ContinualLearner:
    def __init__(self, net, setup):
        self.net, self.setup = net, setup
        self.sources = [net.named_parameters]
        self.player_vecs = {}
        self.gen = torch.Generator().manual_seed(setup["seed"] + 15)

    def named(self):
        for src in self.sources:
            yield from src()

    def new_player_vec(self, player):
        vec = (torch.randn(N_FEAT) * self.setup["embed_scale"]).requires_grad_()
        self.player_vecs[player] = vec
        return vec

    @torch.no_grad()
    def accuracy(self, player, x, y):
        return (self.net(x, self.player_vecs[player]).argmax(1) == y).float().mean().item()


class BlendLearner(ContinualLearner):
    def learn_player(self, player, x, y):
        before = {n: p.detach().clone() for n, p in self.named()}
        vec = self.new_player_vec(player)
        if player == 0:
            init_head_prior(self.net.head, y)
        opt = torch.optim.Adam([{"params": [vec], "lr": 10 * self.setup["lr"]},
                                {"params": self.net.parameters()}], lr=self.setup["lr"])
        for _ in range(self.setup["epochs"]):
            for idx in torch.randperm(len(y), generator=self.gen).split(self.setup["batch"]):
                opt.zero_grad()
                F.cross_entropy(self.net(x[idx], vec), y[idx]).backward()
                opt.step()
        if player > 0:
            blend_(self.named, before, self.setup["keep_old"])
        return self.drift_report(before)

    def drift_report(self, before):
        report = {}
        for name, p in self.named():
            if name.endswith("weight"):
                moved = (p.detach() - before[name]).numpy().ravel()
                counts, _ = np.histogram(np.abs(moved), bins=[0, 1e-3, 1e-2, 1e-1, np.inf])
                report[name] = counts.tolist()
        return report


def main():
    torch.manual_seed(SETUP["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(SETUP["seed"])
    learner = BlendLearner(StrokeNet(SETUP["hidden"]), SETUP)
    tests = {}
    for player, (x, y), test in cellist_sessions(SETUP["players"], SETUP["per_stroke"], gen):
        drift = learner.learn_player(player, x, y)
        tests[player] = test
        accs = {p: round(learner.accuracy(p, *t), 2) for p, t in tests.items()}
        print(f"player {player}: accuracy {accs}; |dW| histogram of head {drift['head.weight']}")


if __name__ == "__main__":
    main()
