"""Camera-trap trigger filtering from the passive-infrared (PIR) sensor's waveform.

Each trigger gives two PIR channels sampled for 64 steps. Classes: mammal, bird, person,
vehicle, vegetation in wind (false trigger). Sensor drift and interference are modelled with
PGD adversarial training (Madry et al., 2018) inside an L-infinity ball around each waveform.
"""
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

CLASSES = ("mammal", "bird", "person", "vehicle", "wind")
STEPS = 64


@dataclass
class Config:
    n_train: int = 2400
    n_test: int = 600
    epochs: int = 5
    batch: int = 64
    eps: float = 0.15
    alpha: float = 0.05
    pgd_steps: int = 3
    lr: float = 2e-3


def pir_triggers(n, generator):
    label = torch.randint(0, len(CLASSES), (n,), generator=generator)
    t = torch.linspace(0.0, 1.0, STEPS)
    centre = 0.3 + 0.4 * torch.rand(n, 1, generator=generator)
    width = torch.tensor([0.12, 0.04, 0.15, 0.06, 0.3])[label].unsqueeze(1)
    amp = torch.tensor([1.0, 0.6, 1.2, 2.0, 0.4])[label].unsqueeze(1)
    lag = torch.tensor([0.05, 0.02, 0.08, 0.01, 0.0])[label].unsqueeze(1)
    a = amp * torch.exp(-0.5 * ((t - centre) / width) ** 2)
    b = -amp * torch.exp(-0.5 * ((t - centre - lag) / width) ** 2)
    wind = (label == 4).float().unsqueeze(1) * torch.sin(40.0 * t + 6.0 * centre)
    x = torch.stack([a + 0.5 * wind, b + 0.5 * wind], dim=1)
    return x + 0.15 * torch.randn(x.shape, generator=generator), label


class TriggerNet(nn.Module):
    def __init__(self, n_classes):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(2, 16, 7, padding=3), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(16, 32, 5, padding=2), nn.ReLU(), nn.AdaptiveAvgPool1d(4),
        )
        self.head = nn.Linear(32 * 4, n_classes)

    def forward(self, x):
        return self.head(self.features(x).flatten(1))


@torch.no_grad()
def random_start(x, eps):
    return x + torch.empty_like(x).uniform_(-eps, eps)


@torch.no_grad()
def ascend_and_project(x_adv, grad, x, eps, alpha):
    x_adv = x_adv + alpha * grad.sign()
    return torch.min(torch.max(x_adv, x - eps), x + eps)


def pgd(model, x, y, eps, alpha, steps):
    was_training = model.training
    model.eval()
    x_adv = random_start(x, eps)
    for _ in range(steps):
        x_adv.requires_grad = True
        loss = F.cross_entropy(model(x_adv), y)
        grad, = torch.autograd.grad(loss, x_adv)
        x_adv = ascend_and_project(x_adv, grad, x, eps, alpha)
    model.train(was_training)
    return x_adv


@torch.no_grad()
def accuracy(model, x, y):
    model.eval()
    return (model(x).argmax(dim=1) == y).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = Config()
    gen = torch.Generator().manual_seed(21)
    train_x, train_y = pir_triggers(cfg.n_train, gen)
    test_x, test_y = pir_triggers(cfg.n_test, gen)
    model = TriggerNet(len(CLASSES))
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr)

    def robust_accuracy():
        attacked = pgd(model, test_x, test_y, cfg.eps, cfg.alpha, steps=10)
        return accuracy(model, attacked, test_y)

    print(f"untrained: clean acc {accuracy(model, test_x, test_y):.3f}")
    for epoch in range(cfg.epochs):
        model.train()
        order = torch.randperm(cfg.n_train, generator=gen)
        for start in range(0, cfg.n_train, cfg.batch):
            idx = order[start:start + cfg.batch]
            x_adv = pgd(model, train_x[idx], train_y[idx], cfg.eps, cfg.alpha, cfg.pgd_steps)
            optimizer.zero_grad()
            F.cross_entropy(model(x_adv), train_y[idx]).backward()
            optimizer.step()
        print(f"epoch {epoch}: clean acc {accuracy(model, test_x, test_y):.3f}, "
              f"PGD-10 acc {robust_accuracy():.3f}")


if __name__ == "__main__":
    main()
