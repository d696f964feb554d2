"""Wind-turbine power nowcasting from nacelle anemometer data (10-minute SCADA).

Each lane is one turbine of a farm; the LSTM reads wind speed, wind direction
(sin/cos), yaw error and last power, and predicts the next power value.  The long
SCADA history is trained with truncated BPTT: the recurrent state flows across chunks
but gradients stop at chunk boundaries, and gradients of two chunks are accumulated
per optimizer step.
"""
import time

import torch
import torch.nn as nn

CUT_IN, RATED_WS, CUT_OUT = 3.0, 12.0, 25.0


def power_curve(ws):
    p = ((ws - CUT_IN) / (RATED_WS - CUT_IN)).clamp(0, 1) ** 3
    return torch.where(ws > CUT_OUT, torch.zeros_like(p), p)


def scada(n_turbines=12, n_steps=2400, seed=0):
    g = torch.Generator().manual_seed(seed)
    base = torch.zeros(n_steps)
    x = 8.0
    for k in range(n_steps):                       # farm-level mesoscale wind, AR(1)
        x = x + 0.08 * (8.5 - x) + 0.6 * float(torch.randn((), generator=g))
        base[k] = x
    wake = 0.85 + 0.15 * torch.rand(n_turbines, 1, generator=g)
    ws = (base.unsqueeze(0) * wake + 0.5 * torch.randn(n_turbines, n_steps, generator=g)).clamp(min=0)
    wd = torch.cumsum(0.05 * torch.randn(n_turbines, n_steps, generator=g), 1)
    yaw_err = 0.2 * torch.randn(n_turbines, n_steps, generator=g)
    power = power_curve(ws) * torch.cos(yaw_err) ** 2 + 0.02 * torch.randn(n_turbines, n_steps, generator=g)
    prev_power = torch.cat([power[:, :1], power[:, :-1]], dim=1)
    feats = torch.stack([ws / 10, torch.sin(wd), torch.cos(wd), yaw_err, prev_power], -1)
    return feats, power


class PowerLSTM(nn.Module):
    def __init__(self, n_in=5, hidden=32):
        super().__init__()
        self.lstm = nn.LSTM(n_in, hidden, num_layers=2, batch_first=True)
        self.out = nn.Linear(hidden, 1)

    def forward(self, x, state=None):
        h, state = self.lstm(x, state)
        return self.out(h).squeeze(-1), state


def cut_history(state):
    """Keep the values of the recurrent state but forget how they were computed."""
    if isinstance(state, torch.Tensor):
        return state.detach()
    return tuple(cut_history(s) for s in state)


class TBPTTRunner:
    def __init__(self, net, chunk=48, accumulate=2, lr=3e-3):
        self.net = net
        self.chunk = chunk
        self.accumulate = accumulate
        self.opt = torch.optim.Adam(net.parameters(), lr=lr)
        self.crit = nn.SmoothL1Loss(beta=0.05)

    def epoch(self, feats, power):
        self.net.train()
        state = None
        running, n = 0.0, 0
        self.opt.zero_grad(set_to_none=True)
        for i, start in enumerate(range(0, feats.size(1), self.chunk)):
            x = feats[:, start:start + self.chunk]
            y = power[:, start:start + self.chunk]
            if state is not None:
                state = cut_history(state)
            pred, state = self.net(x, state)
            chunk_loss = self.crit(pred, y)
            (chunk_loss / self.accumulate).backward()
            if (i + 1) % self.accumulate == 0:
                nn.utils.clip_grad_norm_(self.net.parameters(), 1.0)
                self.opt.step()
                self.opt.zero_grad(set_to_none=True)
            running += chunk_loss.item()
            n += 1
        return running / n, state

    def score(self, feats, power, state):
        self.net.eval()
        with torch.no_grad():
            pred, _ = self.net(feats, state)
        return (pred.clamp(0, 1) - power).abs().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    feats, power = scada()
    split = 2000
    runner = TBPTTRunner(PowerLSTM())
    t0 = time.time()
    for ep in range(8):
        loss, state = runner.epoch(feats[:, :split], power[:, :split])
        mae = runner.score(feats[:, split:], power[:, split:], cut_history(state))
        persistence = (feats[:, split:, 4] - power[:, split:]).abs().mean().item()
        print(f"epoch {ep}  train loss {loss:.4f}  test MAE {mae:.4f} (persistence {persistence:.4f})")
    print(f"done in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
