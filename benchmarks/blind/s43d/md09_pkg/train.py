import torch
import torch.nn.functional as F

from .gems import PATTERNS, READINGS, grade_lot
from .model import make_grader
from .inference import collect_logits
from .calib import TemperatureScaler
from .metrics import ece, selective_accuracy


def fit_grader(grader, x, y, epochs=150, lr=3e-3):
    opt = torch.optim.Adam(grader.parameters(), lr=lr)
    for _ in range(epochs):
        grader.train()
        for idx in torch.randperm(len(y)).split(64):
            opt.zero_grad()
            F.cross_entropy(grader(x[idx]), y[idx]).backward()
            opt.step()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(12)
    x_tr, y_tr = grade_lot(500, gen)
    x_cal, y_cal = grade_lot(250, gen)
    x_te, y_te = grade_lot(400, gen)
    mu, sd = x_tr.mean(0), x_tr.std(0)
    x_tr, x_cal, x_te = [(v - mu) / sd for v in (x_tr, x_cal, x_te)]

    grader = make_grader(len(READINGS), len(PATTERNS))
    fit_grader(grader, x_tr, y_tr)

    cal_logits = collect_logits(grader, x_cal)
    scaler = TemperatureScaler()
    t = scaler.fit(cal_logits, y_cal)

    te_logits = collect_logits(grader, x_te)
    with torch.no_grad():
        scaled = scaler.scaled(te_logits)
    print(f"fitted temperature {t:.3f}")
    print(f"test ECE raw {ece(te_logits, y_te):.3f} -> scaled {ece(scaled, y_te):.3f}")
    probs = F.softmax(scaled, 1)
    for cov in (1.0, 0.8, 0.5):
        print(f"  accuracy at {int(cov * 100)}% coverage: {selective_accuracy(probs, y_te, cov):.3f}")


if __name__ == "__main__":
    main()
