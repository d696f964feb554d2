import torch

from ..utils.misc import MetricLogger


def quantile_loss(pred, target, quantiles):
    q = torch.tensor(quantiles, dtype=pred.dtype).view(1, 1, -1)
    err = target.unsqueeze(-1) - pred
    return torch.maximum(q * err, (q - 1) * err).mean()


def train_one_epoch(model, loader, optimizer, scheduler, cfg, epoch):
    model.train()
    logger = MetricLogger()
    for x, y in logger.log_every(loader, cfg["print_freq"], f"Epoch [{epoch}]"):
        pred, _ = model(x)
        loss = quantile_loss(pred, y, cfg["model"]["quantiles"])
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), cfg["clip_grad"])
        optimizer.step()
        scheduler.step()
        logger.update(loss=loss.detach())
    return {k: m.global_avg for k, m in logger.meters.items()}


@torch.no_grad()
def evaluate(model, loader, cfg):
    model.eval()
    total, n = 0.0, 0
    for x, y in loader:
        pred, _ = model(x)
        total += quantile_loss(pred, y, cfg["model"]["quantiles"]).item() * len(x)
        n += len(x)
    return {"val_ql": total / n}
