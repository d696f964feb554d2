"""Acoustic-scene classification for hearing aids, adapted wearer by wearer.

Each wearer's ear canal and microphone placement colour the band energies differently, so the
scene classifier is fine-tuned on every new wearer.  Learning without Forgetting (Li & Hoiem)
keeps the answers of the previous network on the new wearer's sounds as soft targets.
"""
import copy

import torch
import torch.nn as nn
import torch.nn.functional as F

SCENES = ["quiet", "speech", "speech_in_noise", "music", "car", "wind"]
N_BANDS = 24

CFG = {
    "wearers": 4,
    "clips_per_scene": 50,
    "hidden": 48,
    "lr": 3e-3,
    "epochs": 6,
    "batch": 25,
    "temperature": 2.0,
    "lambda_old": 1.0,
    "seed": 0,
}


def wearer_tasks(n_wearers, clips_per_scene, gen):
    """Log band energies of short clips; each wearer adds a smooth spectral tilt."""
    bands = torch.linspace(0.0, 1.0, N_BANDS)
    templates = torch.randn(len(SCENES), N_BANDS, generator=gen).cumsum(dim=1) * 0.4
    for wearer in range(n_wearers):
        resonance = 1.5 * torch.exp(-((bands - torch.rand(1, generator=gen)) ** 2) / 0.02)
        tilt = (torch.rand(1, generator=gen) - 0.5) * 3.0 * bands
        xs, ys = [], []
        for s in range(len(SCENES)):
            clip = templates[s] + 0.5 * torch.randn(clips_per_scene, N_BANDS, generator=gen)
            xs.append(clip + resonance + tilt)
            ys.append(torch.full((clips_per_scene,), s))
        x, y = torch.cat(xs), torch.cat(ys)
        order = torch.randperm(len(y), generator=gen)
        x, y = x[order], y[order]
        cut = int(0.75 * len(y))
        yield wearer, (x[:cut], y[:cut]), (x[cut:], y[cut:])


class SceneNet(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.norm = nn.LayerNorm(N_BANDS)
        self.mlp = nn.Sequential(nn.Linear(N_BANDS, hidden), nn.GELU(), nn.Linear(hidden, len(SCENES)))

    def forward(self, bands):
        return self.mlp(self.norm(bands))


class ContinualLearner:
    def __init__(self, net, make_opt, cfg):
        self.net = net
        self.cfg = cfg
        self.opt = make_opt(net.parameters())
        self.previous = None

    @torch.no_grad()
    def _recall(self, x):
        """What the network said before the current wearer arrived."""
        return self.previous(x)

    def begin_task(self, task_id):
        if task_id > 0:
            self.previous = copy.deepcopy(self.net).eval()

    def train_step(self, x, y):
        raise NotImplementedError

    @torch.no_grad()
    def score(self, data):
        x, y = data
        return (self.net(x).argmax(1) == y).float().mean().item()


class LwFLearner(ContinualLearner):
    def train_step(self, x, y):
        T = self.cfg["temperature"]
        logits = self.net(x)
        objective = F.cross_entropy(logits, y)
        if self.previous is not None:
            old = self._recall(x)
            kd = F.kl_div(F.log_softmax(logits / T, dim=1), F.softmax(old / T, dim=1),
                          reduction="batchmean") * T * T
            objective = objective + self.cfg["lambda_old"] * kd
        self.opt.zero_grad()
        objective.backward()
        self.opt.step()
        return objective.item()


def run(cfg):
    gen = torch.Generator().manual_seed(cfg["seed"])
    learner = LwFLearner(SceneNet(cfg["hidden"]),
                         lambda ps: torch.optim.Adam(ps, lr=cfg["lr"]), cfg)
    held_out = []
    for wearer, (x, y), test in wearer_tasks(cfg["wearers"], cfg["clips_per_scene"], gen):
        learner.begin_task(wearer)
        running = 0.0
        for epoch in range(cfg["epochs"]):
            order = torch.randperm(len(y), generator=gen)
            for i in range(0, len(y), cfg["batch"]):
                idx = order[i:i + cfg["batch"]]
                running += learner.train_step(x[idx], y[idx])
        held_out.append(test)
        accs = [learner.score(t) for t in held_out]
        n_steps = cfg["epochs"] * len(range(0, len(y), cfg["batch"]))
        print(f"wearer {wearer}: mean objective {running / n_steps:.3f}"
              f" | accuracy on wearers so far {[round(a, 2) for a in accs]}")
    return learner


if __name__ == "__main__":
    torch.manual_seed(CFG["seed"])
    torch.set_num_threads(1)
    run(CFG)
