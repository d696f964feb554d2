"""Surfboard fins: drive / release ratings from flex tests, one task per shaper.

Shared encoder + per-shaper heads, with a shaper critic that the encoder is
trained to confuse, so that the shared code describes the fin, not the workshop.
"""
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

SHAPERS = ["pukas", "channel_islands", "firewire", "lost", "pyzel", "sharpeye"]


@dataclass
class Hyper:
    width: int = 48
    lr_model: float = 2e-3
    lr_critic: float = 2e-3
    adv_weight: float = 0.1
    critic_steps: int = 2
    iters: int = 300
    batch: int = 96


def flex_tests(n, gen):
    shaper = torch.randint(0, len(SHAPERS), (n,), generator=gen)
    base_flex = 20 + 15 * torch.rand(n, generator=gen)             # mm tip deflection at 10 kg
    rake = 25 + 15 * torch.rand(n, generator=gen)                   # degrees
    depth = 10 + 3 * torch.rand(n, generator=gen)                    # cm
    foil = torch.rand(n, generator=gen)                              # flat .. full foil
    style = (shaper.float() - 2.5) / 2.5                             # rig calibration per shaper
    flex = base_flex * (1 + 0.08 * style)
    drive = 5 + 0.15 * (depth - 11.5) * 3 - 0.08 * (flex - 27) + 1.2 * foil
    release = 5 + 0.12 * (flex - 27) + 0.06 * (rake - 32) - 0.5 * foil
    x = torch.stack([(flex - 27) / 5, (rake - 32) / 4.5, (depth - 11.5) / 0.9, (foil - 0.5) / 0.3, style], 1)
    y = torch.stack([drive, release], 1) + 0.1 * torch.randn(n, 2, generator=gen)
    return x, (y - 5.0), shaper


class FinModel(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(5, width), nn.Tanh(), nn.Linear(width, width), nn.Tanh())
        self.heads = nn.ModuleDict({s: nn.Linear(width, 2) for s in SHAPERS})

    def predict(self, shared, shaper):
        every = torch.stack([self.heads[s](shared) for s in SHAPERS], 1)   # (n, n_shapers, 2)
        return every[torch.arange(shared.shape[0]), shaper]


def critic_view(shared):
    """Features as the critic should see them during its own update: constants."""
    return shared.detach()


class AdversarialMTL:
    def __init__(self, hp):
        self.hp = hp
        self.model = FinModel(hp.width)
        self.critic = nn.Sequential(nn.Linear(hp.width, 32), nn.ReLU(), nn.Linear(32, len(SHAPERS)))
        self.opt_model = torch.optim.AdamW(self.model.parameters(), lr=hp.lr_model)
        self.opt_critic = torch.optim.AdamW(self.critic.parameters(), lr=hp.lr_critic)

    def critic_phase(self, shared, shaper):
        frozen = critic_view(shared)
        for _ in range(self.hp.critic_steps):
            self.opt_critic.zero_grad()
            ce = F.cross_entropy(self.critic(frozen), shaper)
            ce.backward()
            self.opt_critic.step()
        return ce.item()

    def model_phase(self, shared, y, shaper):
        self.opt_model.zero_grad()
        task = F.mse_loss(self.model.predict(shared, shaper), y)
        fooled = F.cross_entropy(self.critic(shared), shaper)
        (task - self.hp.adv_weight * fooled).backward()
        self.opt_model.step()
        return task.item()

    def fit(self, gen):
        for it in range(1, self.hp.iters + 1):
            x, y, shaper = flex_tests(self.hp.batch, gen)
            shared = self.model.encoder(x)
            ce = self.critic_phase(shared, shaper)
            task = self.model_phase(shared, y, shaper)
            if it % 100 == 0:
                print(f"iter {it:4d}  task mse {task:.4f}  critic ce {ce:.3f}")

    @torch.no_grad()
    def score(self, gen, n=3000):
        x, y, shaper = flex_tests(n, gen)
        shared = self.model.encoder(x)
        rmse = (self.model.predict(shared, shaper) - y).pow(2).mean(0).sqrt()
        critic_acc = (self.critic(shared).argmax(1) == shaper).float().mean()
        return rmse, critic_acc


def main():
    torch.manual_seed(0)
    mtl = AdversarialMTL(Hyper())
    mtl.fit(torch.Generator().manual_seed(0))
    rmse, acc = mtl.score(torch.Generator().manual_seed(1))
    print(f"held-out RMSE drive {rmse[0]:.3f}, release {rmse[1]:.3f}; critic shaper acc {acc:.3f} (chance {1 / len(SHAPERS):.3f})")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
