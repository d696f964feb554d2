"""Ice-core multi-proxy model: volcanic-horizon detection + annual-layer thickness.

Each sample is a 1 m window of continuous-flow measurements (ECM conductivity, sulfate,
dust, dD) resampled to 48 points; targets are "contains a volcanic horizon" and the mean
annual layer thickness in cm.
"""
import argparse
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


def core_windows(n, length=48, seed=0):
    g = torch.Generator().manual_seed(seed)
    depth = torch.linspace(0, 1, length)
    thick = 2 + 10 * torch.rand(n, 1, generator=g)                  # cm per year
    years = 100.0 / thick                                            # annual cycles per metre
    phase = 2 * math.pi * torch.rand(n, 1, generator=g)
    seasonal = torch.sin(2 * math.pi * years * depth + phase)
    dD = -300 + 12 * seasonal + 2 * torch.randn(n, length, generator=g)
    dust = 1 + 0.6 * torch.clamp(seasonal, min=0) + 0.2 * torch.randn(n, length, generator=g)
    volcanic = (torch.rand(n, generator=g) < 0.3).float()
    centre = torch.rand(n, 1, generator=g)
    spike = torch.exp(-((depth - centre) ** 2) / 0.002) * volcanic.unsqueeze(1)
    sulfate = 1 + 0.3 * seasonal + 3 * spike + 0.3 * torch.randn(n, length, generator=g)
    ecm = 1 + 2.5 * spike + 0.4 * torch.randn(n, length, generator=g)
    x = torch.stack([ecm, sulfate, dust, (dD + 300) / 12], 1)
    return x, volcanic, thick.squeeze(1)


class ProxyNet(nn.Module):
    def __init__(self, n_proxies=4, ch=32):
        super().__init__()
        self.shared = nn.Sequential(
            nn.Conv1d(n_proxies, ch, 5, padding=2), nn.GroupNorm(4, ch), nn.GELU(),
            nn.Conv1d(ch, ch, 5, padding=4, dilation=2), nn.GroupNorm(4, ch), nn.GELU(),
        )
        self.event_head = nn.Sequential(nn.AdaptiveMaxPool1d(1), nn.Flatten(), nn.Linear(ch, 1))
        self.layer_head = nn.Sequential(nn.AdaptiveAvgPool1d(1), nn.Flatten(), nn.Linear(ch, 32),
                                        nn.GELU(), nn.Linear(32, 1))

    def forward(self, x):
        h = self.shared(x)
        return self.event_head(h).squeeze(1), self.layer_head(h).squeeze(1)


class Callback:
    def on_batch_begin(self, trainer):
        pass

    def on_losses(self, trainer, losses):
        pass


class ResetGrads(Callback):
    def on_batch_begin(self, trainer):
        trainer.optim.zero_grad(set_to_none=True)


class ConflictMonitor(Callback):
    """Cosine between the two tasks' gradients on the shared encoder."""

    def __init__(self, every):
        self.every = every
        self.log = []

    def on_losses(self, trainer, losses):
        if trainer.step % self.every:
            return
        shared = list(trainer.net.shared.parameters())
        g_evt = torch.autograd.grad(losses["event"], shared, retain_graph=True)
        g_lay = torch.autograd.grad(losses["layer"], shared, retain_graph=True)
        a = torch.cat([g.flatten() for g in g_evt])
        b = torch.cat([g.flatten() for g in g_lay])
        self.log.append((trainer.step, F.cosine_similarity(a, b, dim=0).item(),
                         a.norm().item(), b.norm().item()))


class Trainer:
    def __init__(self, net, opt, callbacks):
        self.net = net
        self.opt_cfg = opt
        self.optim = torch.optim.Adam(net.parameters(), lr=opt.lr)
        self.callbacks = callbacks
        self.step = 0
        self.history = []

    def _fire(self, event, *args):
        for cb in self.callbacks:
            getattr(cb, event)(self, *args)

    def fit(self, data):
        x, evt, thick = data
        bs = self.opt_cfg.batch_size
        for epoch in range(self.opt_cfg.epochs):
            self.net.train()
            perm = torch.randperm(len(x))
            for i in range(0, len(x), bs):
                idx = perm[i:i + bs]
                self._fire("on_batch_begin")
                evt_logit, thick_pred = self.net(x[idx])
                losses = {
                    "event": F.binary_cross_entropy_with_logits(evt_logit, evt[idx]),
                    "layer": F.smooth_l1_loss(thick_pred, (thick[idx] - 7) / 3),
                }
                self._fire("on_losses", losses)
                total = losses["event"] + self.opt_cfg.layer_weight * losses["layer"]
                total.backward()
                self.optim.step()
                self.history.append({k: v.detach() for k, v in losses.items()})
                self.step += 1
            recent = self.history[-(len(x) // bs):]
            means = {k: torch.stack([h[k] for h in recent]).mean().item() for k in recent[0]}
            print(f"epoch {epoch}  event bce {means['event']:.4f}  layer huber {means['layer']:.4f}")


@torch.no_grad()
def evaluate(net, data):
    x, evt, thick = data
    net.eval()
    logit, pred = net(x)
    acc = ((logit > 0).float() == evt).float().mean().item()
    mae = (pred * 3 + 7 - thick).abs().mean().item()
    return acc, mae


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--layer-weight", type=float, default=1.0)
    ap.add_argument("--monitor-every", type=int, default=40)
    opt = ap.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_data = core_windows(1280, seed=0)
    test_data = core_windows(400, seed=1)

    net = ProxyNet()
    monitor = ConflictMonitor(opt.monitor_every)
    trainer = Trainer(net, opt, [ResetGrads(), monitor])
    print("before: event acc %.3f  layer MAE %.2f cm" % evaluate(net, test_data))
    trainer.fit(train_data)
    print("after:  event acc %.3f  layer MAE %.2f cm" % evaluate(net, test_data))
    for step, cos, na, nb in monitor.log[::3]:
        print(f"  step {step:4d}  cos(g_event, g_layer) {cos:+.3f}  |g_event| {na:.3f}  |g_layer| {nb:.3f}")


if __name__ == "__main__":
    main()
