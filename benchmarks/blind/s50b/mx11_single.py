"""Chalk squeak on blackboards: linear probing of a frozen stick-slip encoder.

The encoder was fit on slate boards; for porcelain-enamel greenboards we freeze it, attach a
new two-output head (log squeak pitch, squeak logit) and train only the head.
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def strokes(n, rng, enamel):
    hardness = rng.uniform(0.2, 1.0, n)        # chalk hardness (dustless = high)
    angle = rng.uniform(20, 90, n)             # chalk-to-board angle, degrees
    force = rng.uniform(0.5, 5.0, n)           # normal force, N
    speed = rng.uniform(0.05, 0.6, n)          # stroke speed, m/s
    stub = rng.uniform(0.02, 0.08, n)          # remaining chalk length, m
    mu_gap = (0.25 + 0.2 * enamel) * hardness * np.exp(-speed / 0.4)
    stiffness = 1.0 / stub ** 2 * np.sin(np.deg2rad(angle))
    pitch = 300 + 0.12 * np.sqrt(stiffness * force) * 40 * (1 + 0.5 * enamel)
    squeak = (mu_gap * force * np.cos(np.deg2rad(angle)) > 0.25).astype(np.float32)
    x = np.stack([hardness, angle / 90, force / 5, speed / 0.6, stub / 0.08], 1)
    y = np.stack([np.log(pitch) + rng.normal(0, 0.02, n), squeak], 1)
    return torch.tensor(x, dtype=torch.float32), torch.tensor(y, dtype=torch.float32)


class StickSlipNet(nn.Module):
    def __init__(self, width=48):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(5, width), nn.Tanh(),
                                     nn.Linear(width, width), nn.Tanh())
        self.head = nn.Linear(width, 2)

    def forward(self, x):
        return self.head(self.encoder(x))


def squeak_loss(out, y):
    return F.mse_loss(out[:, 0], y[:, 0]) + F.binary_cross_entropy_with_logits(out[:, 1], y[:, 1])


def run(model, opt, x, y, rng, steps, bs=48):
    for _ in range(steps):
        idx = torch.from_numpy(rng.integers(0, x.shape[0], bs))
        opt.zero_grad(set_to_none=True)
        loss = squeak_loss(model(x[idx]), y[idx])
        loss.backward()
        opt.step()


@torch.no_grad()
def evaluate(model, x, y):
    out = model(x)
    pitch_err = (out[:, 0].exp() - y[:, 0].exp()).abs().mean().item()
    acc = ((out[:, 1] > 0).float() == y[:, 1]).float().mean().item()
    return pitch_err, acc


def freeze(module):
    for p in module.parameters():
        p.require_grad = False


def main():
    torch.manual_seed(11)
    np.random.seed(11)
    torch.set_num_threads(1)
    rng = np.random.default_rng(11)

    slate_x, slate_y = strokes(3000, rng, enamel=0.0)
    model = StickSlipNet()
    run(model, torch.optim.Adam(model.parameters(), lr=3e-3), slate_x, slate_y, rng, 400)

    green_x, green_y = strokes(250, rng, enamel=1.0)
    val_x, val_y = strokes(800, rng, enamel=1.0)
    print("slate encoder on greenboard: pitch MAE %.1f Hz, squeak acc %.3f" % evaluate(model, val_x, val_y))

    freeze(model.encoder)
    model.head = nn.Linear(model.head.in_features, 2)
    trainable = [p for p in model.parameters() if p.requires_grad]
    print(f"training {sum(p.numel() for p in trainable)} of {sum(p.numel() for p in model.parameters())} weights")
    probe_opt = torch.optim.Adam(trainable, lr=1e-2, weight_decay=1e-4)
    run(model, probe_opt, green_x, green_y, rng, 300)
    print("linear probe on greenboard: pitch MAE %.1f Hz, squeak acc %.3f" % evaluate(model, val_x, val_y))


if __name__ == "__main__":
    main()
