# Indoor Location & Navigation: (x, y, floor) from Wi-Fi RSSI fingerprints -- NN kernel
# multi-task head with learned uncertainty weights, EMA of weights, temperature scaling of the floor head
import copy
import math
import random

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.set_num_threads(1)

CFG = dict(seed=31, n_aps=40, n_floors=3, n_train=900, n_test=300, width=60.0, height=40.0,
           n_folds=3, epochs=8, batch_size=64, lr=3e-3, ema_decay=0.98, hidden=128)
BEST = {"score": math.inf, "fold": None}


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def simulate(n, rng, aps):
    """Log-distance path loss from each access point, -10 dB per floor slab, -100 = not seen."""
    xy = rng.uniform([0, 0], [CFG["width"], CFG["height"]], (n, 2))
    floor = rng.integers(0, CFG["n_floors"], n)
    d = np.hypot(xy[:, None, 0] - aps[None, :, 0], xy[:, None, 1] - aps[None, :, 1]) + 1.0
    slabs = np.abs(floor[:, None] - aps[None, :, 2])
    rssi = -35 - 25 * np.log10(d) - 10 * slabs + rng.normal(0, 3, d.shape)
    rssi[rssi < -90] = -100.0
    return ((rssi + 100) / 65).astype(np.float32), xy.astype(np.float32), floor


class WifiNet(nn.Module):
    def __init__(self, n_aps, n_floors, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_aps, hidden), nn.BatchNorm1d(hidden), nn.ReLU(), nn.Dropout(0.1),
                                  nn.Linear(hidden, hidden // 2), nn.ReLU())
        self.xy_head = nn.Linear(hidden // 2, 2)
        self.floor_head = nn.Linear(hidden // 2, n_floors)
        self.log_vars = nn.Parameter(torch.zeros(2))

    def forward(self, rssi):
        h = self.body(rssi)
        return self.xy_head(h), self.floor_head(h)

    def multitask_loss(self, xy_pred, floor_logits, xy, floor):
        losses = torch.stack([F.smooth_l1_loss(xy_pred, xy), F.cross_entropy(floor_logits, floor)])
        return (torch.exp(-self.log_vars) * losses + self.log_vars).sum()


class ModelEMA:
    def __init__(self, model, decay):
        self.ema = copy.deepcopy(model).eval()
        self.decay = decay

    @torch.no_grad()
    def update(self, model):
        for ema_p, p in zip(self.ema.parameters(), model.parameters()):
            ema_p.mul_(self.decay).add_(p, alpha=1 - self.decay)
        for ema_b, b in zip(self.ema.buffers(), model.buffers()):
            ema_b.copy_(b)


def comp_metric(xy_pred, floor_pred, xy, floor):
    return float(np.mean(np.hypot(*(xy_pred - xy).T) + 15 * np.abs(floor_pred - floor)))


def scale_xy(xy):
    return xy / torch.tensor([CFG["width"], CFG["height"]])


def unscale_xy(xy):
    return xy * np.array([CFG["width"], CFG["height"]], dtype=np.float32)


def train_one_epoch(model, ema, optimizer, X, xy, floor):
    model.train()
    perm = torch.randperm(len(X))
    tot = 0.0
    for s in range(0, len(X), CFG["batch_size"]):
        b = perm[s:s + CFG["batch_size"]]
        xy_pred, floor_logits = model(X[b])
        loss = model.multitask_loss(xy_pred, floor_logits, scale_xy(xy[b]), floor[b])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        ema.update(model)
        tot += loss.item() * len(b)
    return tot / len(X)


@torch.no_grad()
def predict(net, X, temperature=1.0):
    net.eval()
    xy_pred, floor_logits = net(X)
    return unscale_xy(xy_pred.numpy()), F.softmax(floor_logits / temperature, dim=1).numpy()


def fit_temperature(net, X, floor):
    """Temperature scaling of the floor head on the out-of-fold predictions."""
    with torch.no_grad():
        _, logits = net.eval()(X)
    temperature = torch.ones(1, requires_grad=True)
    opt = torch.optim.LBFGS([temperature], lr=0.1, max_iter=30)

    def closure():
        opt.zero_grad()
        nll = F.cross_entropy(logits / temperature, floor)
        nll.backward()
        return nll

    opt.step(closure)
    return float(temperature.detach().clamp(0.2, 5.0))


def main():
    seed_everything(CFG["seed"])
    rng = np.random.default_rng(CFG["seed"])
    aps = np.column_stack([rng.uniform(0, CFG["width"], CFG["n_aps"]), rng.uniform(0, CFG["height"], CFG["n_aps"]),
                           rng.integers(0, CFG["n_floors"], CFG["n_aps"])])
    X, xy, floor = map(torch.from_numpy, simulate(CFG["n_train"], rng, aps))
    Xt, xyt, floort = simulate(CFG["n_test"], rng, aps)
    folds = rng.permutation(len(X)) % CFG["n_folds"]
    test_xy, test_floor = 0.0, 0.0
    for fold in range(CFG["n_folds"]):
        trn = torch.from_numpy(np.where(folds != fold)[0])
        val = torch.from_numpy(np.where(folds == fold)[0])
        model = WifiNet(CFG["n_aps"], CFG["n_floors"], CFG["hidden"])
        ema = ModelEMA(model, CFG["ema_decay"])
        optimizer = torch.optim.AdamW(model.parameters(), lr=CFG["lr"])
        for epoch in range(CFG["epochs"]):
            loss = train_one_epoch(model, ema, optimizer, X[trn], xy[trn], floor[trn])
        T = fit_temperature(ema.ema, X[val], floor[val])
        p_xy, p_floor = predict(ema.ema, X[val], T)
        score = comp_metric(p_xy, p_floor.argmax(1), xy[val].numpy(), floor[val].numpy())
        print(f"fold {fold}: loss {loss:.4f} log_vars {model.log_vars.detach().numpy().round(2)} "
              f"T={T:.2f} valid metric {score:.3f} m")
        if score < BEST["score"]:
            BEST.update(score=score, fold=fold)
        t_xy, t_floor = predict(ema.ema, torch.from_numpy(Xt), T)
        test_xy, test_floor = test_xy + t_xy / CFG["n_folds"], test_floor + t_floor / CFG["n_folds"]
    print(f"best fold {BEST['fold']} ({BEST['score']:.3f} m); test metric "
          f"{comp_metric(test_xy, test_floor.argmax(1), xyt, floort):.3f} m "
          f"(centre-guess {comp_metric(np.full_like(xyt, 25.0), np.ones_like(floort), xyt, floort):.3f} m)")


if __name__ == "__main__":
    main()
