"""Next-minute relative humidity in a wood-fired sauna from the session log.

Every minute the logger records stove and air state plus the water thrown on the stones
(loeyly). A GRU reads 20-minute windows and predicts humidity one minute ahead.
"""
from dataclasses import dataclass

import torch
from torch import nn

SIGNALS = ("stove_temp_c", "air_temp_top_c", "air_temp_bench_c", "vent_open",
           "bathers", "loyly_litres", "door_open")


@dataclass
class Settings:
    window: int = 20
    hidden: int = 32
    layers: int = 2
    batch: int = 32
    epochs: int = 6
    lr: float = 3e-3


def session_windows(n, window, seed):
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(n, window + 1, len(SIGNALS), generator=gen) * 0.5
    throws = (torch.rand(n, window + 1, generator=gen) < 0.12).float()
    x[:, :, 5] = throws * (0.5 + torch.rand(n, window + 1, generator=gen))
    rh = torch.zeros(n, window + 1)
    level = 0.2 + 0.05 * torch.randn(n, generator=gen)
    for t in range(window + 1):
        level = (0.85 * level + 0.35 * x[:, t, 5] - 0.04 * x[:, t, 3]
                 - 0.03 * x[:, t, 6] + 0.02 * x[:, t, 0] + 0.03)
        rh[:, t] = level
    return x[:, :-1], rh[:, 1:]


class HumidityGRU(nn.Module):
    def __init__(self, n_signals, hidden, layers):
        super().__init__()
        self.hidden, self.layers = hidden, layers
        self.gru = nn.GRU(n_signals, hidden, num_layers=layers, batch_first=True)
        self.head = nn.Linear(hidden, 1)

    def init_state(self, batch):
        return torch.FloatTensor(self.layers, batch, self.hidden)

    def forward(self, x, state=None):
        if state is None:
            state = self.init_state(x.shape[0])
        out, state = self.gru(x, state)
        return self.head(out).squeeze(-1), state


@torch.no_grad()
def evaluate(model, x, rh):
    model.eval()
    pred, _ = model(x)
    return (pred[:, 5:] - rh[:, 5:]).abs().mean().item() * 100


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = Settings()
    x_tr, rh_tr = session_windows(800, cfg.window, seed=61)
    x_te, rh_te = session_windows(200, cfg.window, seed=62)
    model = HumidityGRU(len(SIGNALS), cfg.hidden, cfg.layers)
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    loss_fn = nn.MSELoss()
    print(f"untrained humidity mae {evaluate(model, x_te, rh_te):.2f} %RH")
    for epoch in range(cfg.epochs):
        model.train()
        order = torch.randperm(len(x_tr))
        for start in range(0, len(order), cfg.batch):
            idx = order[start:start + cfg.batch]
            pred, _ = model(x_tr[idx])
            loss = loss_fn(pred, rh_tr[idx])
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
        print(f"epoch {epoch} last loss {loss.item():.5f} "
              f"humidity mae {evaluate(model, x_te, rh_te):.2f} %RH")


if __name__ == "__main__":
    main()
