import torch


def make_features(occ, hours, weekday):
    """occ: (N, T) in [0, 1]; returns (N, T, 4) with time-of-day encodings."""
    ang = 2 * torch.pi * hours / 24.0
    return torch.stack([occ, torch.sin(ang), torch.cos(ang), weekday], dim=-1)


def synth_occupancy(cfg, gen):
    T = cfg.n_days * cfg.steps_per_day
    t = torch.arange(T, dtype=torch.float32)
    hours = t % cfg.steps_per_day
    weekday = ((t // cfg.steps_per_day) % 7 < 5).float()
    peak = torch.rand(cfg.n_lots, 1, generator=gen) * 4 + 10
    width = torch.rand(cfg.n_lots, 1, generator=gen) * 2 + 2.5
    cap = torch.rand(cfg.n_lots, 1, generator=gen) * 0.4 + 0.5
    base = cap * torch.exp(-0.5 * ((hours - peak) / width) ** 2)
    occ = base * (0.6 + 0.4 * weekday) + 0.03 * torch.randn(cfg.n_lots, T, generator=gen)
    return occ.clamp(0, 1), hours, weekday


def windows(cfg, gen):
    occ, hours, weekday = synth_occupancy(cfg, gen)
    L = cfg.context + cfg.horizon
    xs, ys = [], []
    for start in range(0, occ.shape[1] - L, 4):
        sl = slice(start, start + cfg.context)
        xs.append(make_features(occ[:, sl], hours[sl].expand(cfg.n_lots, -1), weekday[sl].expand(cfg.n_lots, -1)))
        ys.append(occ[:, start + cfg.context:start + L])
    return torch.cat(xs), torch.cat(ys).unsqueeze(-1)


class Trainer:
    def __init__(self, net, optimizer, criterion, *, batch_size: int, log_every: int = 1):
        self.net, self.optimizer, self.criterion = net, optimizer, criterion
        self.batch_size, self.log_every = batch_size, log_every
        self.history = []

    def _batches(self, x, y, gen):
        order = torch.randperm(x.shape[0], generator=gen)
        for i in range(0, len(order), self.batch_size):
            idx = order[i:i + self.batch_size]
            yield x[idx], y[idx]

    def fit(self, train, val, *, epochs: int, gen):
        for epoch in range(epochs):
            self.net.train()
            total, n = 0.0, 0
            for xb, yb in self._batches(*train, gen):
                self.optimizer.zero_grad(set_to_none=True)
                loss = self.criterion(self.net(xb), yb)
                loss.backward()
                self.optimizer.step()
                total, n = total + loss.item() * len(xb), n + len(xb)
            val_loss = self.evaluate(*val)
            self.history.append((total / n, val_loss))
            if epoch % self.log_every == 0:
                print(f"epoch {epoch}: train pinball {total / n:.4f}  val pinball {val_loss:.4f}")
        return self.history

    @torch.no_grad()
    def evaluate(self, x, y):
        self.net.eval()
        return self.criterion(self.net(x), y).item()
