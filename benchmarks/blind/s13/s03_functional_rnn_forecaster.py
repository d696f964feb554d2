"""Functional-style Elman RNN that forecasts the next value of a noisy sine wave, trained on
consecutive windows of one long series."""
import math

import torch
import torch.nn.functional as F


def init_params(n_in, n_hidden, n_out, seed=0):
    g = torch.Generator().manual_seed(seed)
    scale = 1.0 / math.sqrt(n_hidden)
    return {
        "w_ih": (torch.randn(n_in, n_hidden, generator=g) * scale).requires_grad_(),
        "w_hh": (torch.randn(n_hidden, n_hidden, generator=g) * scale).requires_grad_(),
        "b_h": torch.zeros(n_hidden, requires_grad=True),
        "w_out": (torch.randn(n_hidden, n_out, generator=g) * scale).requires_grad_(),
        "b_out": torch.zeros(n_out, requires_grad=True),
    }


def rnn_cell(params, x_t, h):
    return torch.tanh(x_t @ params["w_ih"] + h @ params["w_hh"] + params["b_h"])


def unroll(params, xs, h):
    outputs = []
    for x_t in xs.unbind(dim=1):
        h = rnn_cell(params, x_t, h)
        outputs.append(h @ params["w_out"] + params["b_out"])
    return torch.stack(outputs, dim=1), h


def make_series(n_streams, length, seed=1):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length, dtype=torch.float32)
    phase = torch.rand(n_streams, 1, generator=g) * 2 * math.pi
    return (torch.sin(0.2 * t + phase) + 0.05 * torch.randn(n_streams, length, generator=g)).unsqueeze(-1)


def windows(series, width):
    for start in range(0, series.size(1) - width - 1, width):
        yield series[:, start:start + width], series[:, start + 1:start + width + 1]


def train(params, series, width=20, lr=1e-2, epochs=2):
    opt = torch.optim.Adam(params.values(), lr=lr)
    n_hidden = params["w_hh"].size(0)
    for epoch in range(epochs):
        h = torch.zeros(series.size(0), n_hidden)
        total, count = 0.0, 0
        for inputs, targets in windows(series, width):
            preds, h = unroll(params, inputs, h)
            loss = F.mse_loss(preds, targets)
            opt.zero_grad()
            loss.backward()  # expect: AGL005
            opt.step()
            total += loss.item()
            count += 1
        print(f"epoch {epoch}  mse {total / count:.5f}")
    return params


if __name__ == "__main__":
    torch.manual_seed(0)
    data = make_series(n_streams=8, length=200)
    trained = train(init_params(1, 24, 1), data)
    print({k: tuple(v.shape) for k, v in trained.items()})
