import torch
from torch import nn

from tokamak_disruption.config import DEFAULT
from tokamak_disruption.model import DisruptionPredictor
from tokamak_disruption.shots import SIGNALS, batches, shot_windows


def standardise(x, mean, std):
    return (x - mean) / std


@torch.no_grad()
def alarm_stats(model, x, y, threshold=0.5):
    model.eval()
    p = torch.sigmoid(model(x))
    model.train()
    alarm = p > threshold
    tpr = (alarm & (y == 1)).sum() / (y == 1).sum().clamp(min=1)
    fpr = (alarm & (y == 0)).sum() / (y == 0).sum().clamp(min=1)
    return tpr.item(), fpr.item()


def main(cfg=DEFAULT):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(1)
    x_tr, y_tr = shot_windows(1536, cfg.window, g)
    x_te, y_te = shot_windows(512, cfg.window, g)
    mean, std = x_tr.mean((0, 1)), x_tr.std((0, 1))
    x_tr, x_te = standardise(x_tr, mean, std), standardise(x_te, mean, std)
    assert x_tr.shape[-1] == len(SIGNALS) == cfg.signals

    model = DisruptionPredictor(cfg)
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg.lr,
                                  weight_decay=cfg.weight_decay)
    criterion = nn.BCEWithLogitsLoss(pos_weight=torch.tensor(cfg.pos_weight))
    print("untrained tpr/fpr: %.3f / %.3f" % alarm_stats(model, x_te, y_te))

    for epoch in range(cfg.epochs):
        total, seen = 0.0, 0
        for xb, yb in batches(x_tr, y_tr, cfg.batch_size, g):
            optimizer.zero_grad(set_to_none=True)
            loss = criterion(model(xb), yb)
            loss.backward()
            optimizer.step()
            total += loss.item() * len(yb)
            seen += len(yb)
        tpr, fpr = alarm_stats(model, x_te, y_te)
        print(f"epoch {epoch}: loss {total / seen:.4f} tpr {tpr:.3f} fpr {fpr:.3f}")


if __name__ == "__main__":
    main()
