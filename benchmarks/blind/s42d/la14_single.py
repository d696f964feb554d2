"""Pendulum-clock escapement service model.

From a workshop bench test: daily rate error (s/day), pendulum amplitude (degrees) and the
risk that the clock stops within a month. One shared trunk; each part has its own optimizer
and its own update cadence. Slow heads accumulate gradients over several batches. Gradients
are released by optimizer step post-hooks, so the loop never calls zero_grad itself.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

ESCAPEMENTS = ("anchor", "deadbeat", "grasshopper", "pinwheel")


def bench_tests(n, gen):
    esc = torch.randint(0, len(ESCAPEMENTS), (n,), generator=gen)
    length_m = 0.25 + 0.75 * torch.rand(n, generator=gen)
    bob_kg = 0.3 + 2.0 * torch.rand(n, generator=gen)
    drive_kg = 1 + 5 * torch.rand(n, generator=gen)
    oil_years = 8 * torch.rand(n, generator=gen)
    temp = 10 + 18 * torch.rand(n, generator=gen)
    beat_ms = 25 * torch.rand(n, generator=gen)
    tilt_mrad = 6 * torch.rand(n, generator=gen)

    friction = 0.2 + 0.09 * oil_years + 0.03 * beat_ms + 0.05 * tilt_mrad
    amp = (2.0 + 0.6 * drive_kg / bob_kg ** 0.5 - friction
           + torch.tensor([0.0, 0.5, 0.9, 0.4])[esc] + 0.1 * torch.randn(n, generator=gen))
    circular = 86400 * (amp.clamp(min=0.5) * 3.1416 / 180) ** 2 / 16
    rate = (-circular + 0.9 * (temp - 18) * (1 - 0.5 * (esc == 1).float()) + 0.6 * beat_ms
            + 3 * torch.randn(n, generator=gen))
    stop = (torch.rand(n, generator=gen) < torch.sigmoid(4.0 * (2.0 - amp))).float()

    x = torch.cat([F.one_hot(esc, len(ESCAPEMENTS)).float(),
                   torch.stack([length_m, bob_kg / 2.3, drive_kg / 6, oil_years / 8, (temp - 19) / 5,
                                beat_ms / 25, tilt_mrad / 6], 1)], 1)
    return x, {"rate": rate / 20, "amp": amp - 3, "stop": stop}


class ClockNet(nn.Module):
    def __init__(self, n_in, width=48):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, width), nn.GELU(), nn.Linear(width, width), nn.GELU())
        self.heads = nn.ModuleDict({t: nn.Linear(width, 1) for t in ("rate", "amp", "stop")})

    def forward(self, x):
        h = self.trunk(x)
        return {t: head(h).squeeze(1) for t, head in self.heads.items()}


def release_grads(opt, args, kwargs):
    opt.zero_grad(set_to_none=True)


class Cadence:
    """An optimizer, its scheduler, and how many batches it waits between steps."""

    def __init__(self, params, lr, every, gamma):
        self.opt = torch.optim.Adam(params, lr=lr)
        self.opt.register_step_post_hook(release_grads)
        self.sched = torch.optim.lr_scheduler.ExponentialLR(self.opt, gamma=gamma)
        self.every = every

    def maybe_step(self, it):
        if (it + 1) % self.every == 0:
            self.opt.step()
            self.sched.step()
            return True
        return False


LOSSES = {"rate": F.mse_loss, "amp": F.mse_loss, "stop": F.binary_cross_entropy_with_logits}


def predict(net, x):
    net.eval()
    out = net(x)
    net.train()
    return out


def main(epochs=10, batch=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(31)
    xtr, ytr = bench_tests(2400, gen)
    xva, yva = bench_tests(500, gen)
    net = ClockNet(xtr.shape[1])

    cadences = {
        "trunk": Cadence(net.trunk.parameters(), 2e-3, every=1, gamma=0.999),
        "rate": Cadence(net.heads["rate"].parameters(), 3e-3, every=1, gamma=0.999),
        "amp": Cadence(net.heads["amp"].parameters(), 3e-3, every=2, gamma=0.998),
        "stop": Cadence(net.heads["stop"].parameters(), 6e-3, every=4, gamma=0.996),
    }
    steps = {k: 0 for k in cadences}
    it = 0
    for epoch in range(epochs):
        order = torch.randperm(len(xtr), generator=gen)
        for k in range(0, len(order), batch):
            idx = order[k:k + batch]
            out = net(xtr[idx])
            total = sum(LOSSES[t](out[t], ytr[t][idx]) / cadences[t].every for t in LOSSES)
            total.backward()
            for name, cad in cadences.items():
                steps[name] += cad.maybe_step(it)
            it += 1

        with torch.set_grad_enabled(False):
            pv = predict(net, xva)
        rate_mae = 20 * (pv["rate"] - yva["rate"]).abs().mean().item()
        amp_mae = (pv["amp"] - yva["amp"]).abs().mean().item()
        stop_acc = ((pv["stop"] > 0).float() == yva["stop"]).float().mean().item()
        print(f"epoch {epoch}: rate MAE {rate_mae:5.2f} s/day  amplitude MAE {amp_mae:.3f} deg  "
              f"stop acc {stop_acc:.3f}  steps {steps}")
    leftover = [n for n, p in net.named_parameters() if p.grad is not None]
    print("parameters still holding a gradient after the last batch:", leftover)


if __name__ == "__main__":
    main()
