"""Hovercraft skirt wear from hull vibration.

Two-second windows of 8 channels (4 accelerometers on the hull, plenum pressure, lift-fan
speed, ground speed, heading rate) -> segment wear (mm of finger tip lost) and a flag for a
torn finger. After training, a gradient x activation map over the calibrated channels tells
the maintenance crew which sensors the model relies on.
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

CHANNELS = ("acc_bow", "acc_stern", "acc_port", "acc_stbd", "plenum", "fan_rpm", "speed", "yaw_rate")


def windows(n, gen, steps=50):
    t = torch.linspace(0, 2, steps)
    wear = 18 * torch.rand(n, generator=gen)                         # mm
    torn = (torch.rand(n, generator=gen) < 0.25).float()
    speed = 8 + 20 * torch.rand(n, generator=gen)                    # knots
    fan = 0.7 + 0.3 * torch.rand(n, generator=gen)
    chop = 0.5 + torch.rand(n, generator=gen)

    x = 0.2 * torch.randn(n, len(CHANNELS), steps, generator=gen)
    flutter_hz = 6 + 0.25 * wear                                      # worn fingers flutter faster
    flutter = (0.3 + 0.05 * wear)[:, None] * torch.sin(2 * math.pi * flutter_hz[:, None] * t)
    x[:, 0] += flutter * chop[:, None]
    x[:, 2] += 0.6 * flutter + torn[:, None] * 0.8 * torch.sin(2 * math.pi * 14 * t)
    x[:, 3] += 0.6 * flutter
    x[:, 1] += 0.2 * chop[:, None] * torch.sin(2 * math.pi * 3 * t)
    x[:, 4] += (1.0 - 0.02 * wear - 0.3 * torn)[:, None] * fan[:, None]
    x[:, 5] += fan[:, None]
    x[:, 6] += (speed / 28)[:, None]
    x[:, 7] += 0.1 * torch.randn(n, 1, generator=gen)
    return x, wear, torn


class ChannelGain(nn.Module):
    """Learned per-sensor calibration applied before the convolutions."""

    def __init__(self, n):
        super().__init__()
        self.gain = nn.Parameter(torch.ones(n, 1))
        self.offset = nn.Parameter(torch.zeros(n, 1))

    def forward(self, x):
        return x * self.gain + self.offset


class SkirtNet(nn.Module):
    def __init__(self, n_ch):
        super().__init__()
        self.calib = ChannelGain(n_ch)
        self.conv = nn.Sequential(nn.Conv1d(n_ch, 24, 7, padding=3), nn.ReLU(),
                                  nn.Conv1d(24, 24, 5, padding=2, stride=2), nn.ReLU(),
                                  nn.AdaptiveMaxPool1d(1), nn.Flatten())
        self.wear = nn.Linear(24, 1)
        self.tear = nn.Linear(24, 1)

    def forward(self, x):
        h = self.conv(self.calib(x))
        return self.wear(h).squeeze(1), self.tear(h).squeeze(1)


def joint_loss(net, x, wear, torn):
    w_hat, t_logit = net(x)
    return F.mse_loss(w_hat, wear / 10) + F.binary_cross_entropy_with_logits(t_logit, torn)


def channel_relevance(net, x, wear, torn):
    acts = {}
    handle = net.calib.register_forward_hook(lambda mod, inp, out: acts.__setitem__("calib", out))
    net.zero_grad()
    joint_loss(net, x, wear, torn).backward()
    handle.remove()
    grad = acts["calib"].grad
    score = (grad * acts["calib"]).abs().mean(dim=(0, 2))
    return dict(zip(CHANNELS, (score / score.sum()).tolist()))


def main(epochs=8, batch=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(30)
    x, wear, torn = windows(1600, gen)
    xv, wv, tv = windows(400, gen)
    net = SkirtNet(len(CHANNELS))
    opt = torch.optim.Adam(net.parameters(), lr=2e-3)
    for epoch in range(epochs):
        net.train()
        order = torch.randperm(len(x), generator=gen)
        for k in range(0, len(order), batch):
            i = order[k:k + batch]
            opt.zero_grad()
            joint_loss(net, x[i], wear[i], torn[i]).backward()
            opt.step()
        net.eval()
        with torch.no_grad():
            w_hat, t_logit = net(xv)
            mae = (10 * w_hat - wv).abs().mean().item()
            acc = ((t_logit > 0).float() == tv).float().mean().item()
        print(f"epoch {epoch}: wear MAE {mae:.2f} mm  torn-finger acc {acc:.3f}")

    relevance = channel_relevance(net, xv[:128], wv[:128], tv[:128])
    for name, share in sorted(relevance.items(), key=lambda kv: -kv[1]):
        print(f"  {name:10s} {share:6.1%}")


if __name__ == "__main__":
    main()
