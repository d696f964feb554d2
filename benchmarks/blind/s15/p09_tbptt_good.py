"""Truncated BPTT on a synthetic sine-forecasting task, with an auxiliary reconstruction head."""
import torch
import torch.nn as nn


def repackage(state):
    if isinstance(state, torch.Tensor):
        return state.detach()
    return tuple(repackage(s) for s in state)


class Forecaster(nn.Module):
    def __init__(self, n_in=1, hidden=32):
        super().__init__()
        self.cell = nn.GRU(n_in, hidden, batch_first=True)
        self.next_head = nn.Linear(hidden, n_in)
        self.recon_head = nn.Linear(hidden, n_in)

    def forward(self, x, h=None):
        feats, h = self.cell(x, h)
        return feats, h


def make_waves(batch=8, length=400):
    t = torch.linspace(0, 40, length)
    phase = torch.rand(batch, 1) * 6.28
    return torch.sin(t + phase).unsqueeze(-1) + 0.05 * torch.randn(batch, length, 1)


def train(epochs=3, window=25, aux_weight=0.3):
    torch.manual_seed(0)
    fc = Forecaster()
    opt = torch.optim.RMSprop(fc.parameters(), lr=3e-3)
    crit = nn.MSELoss()
    waves = make_waves()
    for ep in range(epochs):
        h, err_sum, n = None, 0.0, 0
        for s in range(0, waves.size(1) - window - 1, window):
            x = waves[:, s:s + window]
            y = waves[:, s + 1:s + window + 1]
            h = repackage(h) if h is not None else None
            feats, h = fc(x, h)
            pred_err = crit(fc.next_head(feats), y)
            recon_err = crit(fc.recon_head(feats), x)
            opt.zero_grad()
            (aux_weight * recon_err).backward(retain_graph=True)
            pred_err.backward()
            opt.step()
            err_sum += pred_err.item()
            n += 1
        print(f"epoch {ep} mse {err_sum / n:.4f}")


if __name__ == "__main__":
    train()
