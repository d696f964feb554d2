import torch
import torch.nn.functional as F

from .meters import TaskMeter

LOSS_FNS = {
    "moisture": F.mse_loss,
    "remaining": F.mse_loss,
    "clog": F.binary_cross_entropy_with_logits,
}
TASK_WEIGHT = {"moisture": 1.0, "remaining": 0.5, "clog": 0.3}


def train_epoch(net, opt, data, gen, batch=64):
    sensors, static, targets = data
    meter = TaskMeter()
    order = torch.randperm(len(sensors), generator=gen)
    for k in range(0, len(order), batch):
        idx = order[k:k + batch]
        out = net(sensors[idx], static[idx])
        total = 0.0
        for name, fn in LOSS_FNS.items():
            task_loss = fn(out[name], targets[name][idx])
            meter.update(name, task_loss, n=len(idx))
            total = total + TASK_WEIGHT[name] * task_loss
        opt.zero_grad()
        total.backward()
        opt.step()
    return meter


@torch.no_grad()
def evaluate(net, data):
    sensors, static, targets = data
    out = net(sensors, static)
    return {
        "moisture_pct": 20 * (out["moisture"] - targets["moisture"]).abs().mean().item(),
        "remaining_min": 60 * (out["remaining"] - targets["remaining"]).abs().mean().item(),
        "clog_acc": ((out["clog"] > 0).float() == targets["clog"]).float().mean().item(),
    }
