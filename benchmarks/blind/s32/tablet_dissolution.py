"""Immediate-release tablets: dissolution profile (% dissolved at 5-60 min, USP apparatus 2)
and the probability of meeting Q = 80 % at 30 min, from formulation and process settings.
The pass/fail probability is temperature-scaled on a calibration split before release."""
from contextlib import contextmanager

import torch
from torch import nn
import torch.nn.functional as F

FACTORS = ("api_d50_um", "disintegrant_pct", "mg_stearate_pct", "compression_kn",
           "granule_moisture", "lubrication_min")
TIMES = torch.tensor([5.0, 10.0, 15.0, 30.0, 45.0, 60.0])
Q_INDEX = 3


def batches_record(n, generator=None):
    g = generator
    x = torch.rand(n, len(FACTORS), generator=g)
    d50, disint, mgst, force, moist, lube = x.unbind(dim=1)
    k = 0.12 * (1.3 - 0.8 * d50) * (0.6 + 0.8 * disint) * (1.2 - 0.5 * force) \
        * (1.1 - 0.4 * mgst * lube) * (1.0 - 0.2 * moist)
    lag = 1.0 + 3.0 * force * (1 - disint)
    t = TIMES[None]
    dissolved = 100.0 * (1 - torch.exp(-(k[:, None] * torch.relu(t - lag[:, None])) ** 0.9))
    dissolved = (dissolved + 2.5 * torch.randn(dissolved.shape, generator=g)).clamp(0, 105)
    return x, dissolved


class ProfileNet(nn.Module):
    def __init__(self, hidden=64, dropout=0.1):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(len(FACTORS), hidden), nn.SiLU(), nn.Dropout(dropout),
                                  nn.Linear(hidden, hidden), nn.SiLU(), nn.Dropout(dropout))
        self.profile = nn.Linear(hidden, len(TIMES))
        self.passes = nn.Linear(hidden, 1)

    def forward(self, x):
        h = self.body(x)
        return 100.0 * torch.sigmoid(self.profile(h)), self.passes(h).squeeze(1)


@contextmanager
def inference(model):
    was_training = model.training
    model.eval()
    try:
        with torch.inference_mode():
            yield model
    finally:
        model.train(was_training)


def train(model, x, y, epochs=8, batch_size=64):
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-3)
    passed = (y[:, Q_INDEX] >= 80.0).float()
    for epoch in range(epochs):
        model.train()
        for idx in torch.randperm(x.shape[0]).split(batch_size):
            profile, logit = model(x[idx])
            loss = F.mse_loss(profile, y[idx]) / 100.0 \
                + F.binary_cross_entropy_with_logits(logit, passed[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()


def calibrate_temperature(model, x_cal, y_cal, steps=50):
    model.eval()
    with torch.no_grad():
        _, logits = model(x_cal)
    passed = (y_cal[:, Q_INDEX] >= 80.0).float()
    log_t = torch.zeros((), requires_grad=True)
    optimizer = torch.optim.LBFGS([log_t], lr=0.5, max_iter=steps)

    def closure():
        optimizer.zero_grad()
        loss = F.binary_cross_entropy_with_logits(logits / log_t.exp(), passed)
        loss.backward()
        return loss

    optimizer.step(closure)
    return log_t.exp().item()


def evaluate(model, x, y, temperature=1.0):
    with inference(model):
        profile, logit = model(x)
    prob = torch.sigmoid(logit / temperature)
    passed = (y[:, Q_INDEX] >= 80.0).float()
    bins = torch.clamp((prob * 5).long(), max=4)
    ece = sum((bins == b).float().mean() * (prob[bins == b].mean() - passed[bins == b].mean()).abs()
              for b in range(5) if (bins == b).any())
    return {"profile_mae": round((profile - y).abs().mean().item(), 2),
            "pass_acc": round(((prob > 0.5).float() == passed).float().mean().item(), 3),
            "ece": round(float(ece), 4)}


def predict(model, x, temperature):
    with inference(model):
        profile, logit = model(x)
    return profile, torch.sigmoid(logit / temperature)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = batches_record(3000)
    x_cal, y_cal = batches_record(600)
    x_test, y_test = batches_record(600)
    model = ProfileNet()
    print("before:", evaluate(model, x_test, y_test))
    train(model, x, y)
    print("trained:", evaluate(model, x_test, y_test))
    temperature = calibrate_temperature(model, x_cal, y_cal)
    print(f"temperature {temperature:.3f}:", evaluate(model, x_test, y_test, temperature))
    profile, prob = predict(model, x_test[:3], temperature)
    for row, p in zip(profile.round().tolist(), prob.tolist()):
        print(f"  new lot: profile {row}  P(pass Q30) {p:.2f}")


if __name__ == "__main__":
    main()
