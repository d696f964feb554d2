import torch
import torch.nn.functional as F

VOL_MEAN, VOL_STD = 2000.0, 400.0


def fit(model, opt, train_set, cfg, gen):
    ids, pct, vol = train_set
    target = (vol - VOL_MEAN) / VOL_STD
    for epoch in range(cfg["epochs"]):
        order = torch.randperm(ids.shape[0], generator=gen)
        err = 0.0
        for i in range(0, ids.shape[0], cfg["batch"]):
            b = order[i:i + cfg["batch"]]
            pred, _ = model(ids[b], pct[b])
            mse = F.mse_loss(pred, target[b])
            opt.zero_grad()
            mse.backward()
            opt.step()
            err += mse.item() * len(b)
        if epoch % 5 == 0 or epoch == cfg["epochs"] - 1:
            print(f"epoch {epoch:2d}  train mse (z) {err / ids.shape[0]:.4f}")


@torch.no_grad()
def evaluate(model, test_set):
    ids, pct, vol = test_set
    pred, weights = model(ids, pct)
    mae = ((pred * VOL_STD + VOL_MEAN) - vol).abs().mean().item()
    active = (weights > 0).sum(dim=1).float().mean().item()
    return mae, active
