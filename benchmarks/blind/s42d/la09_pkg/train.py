import torch
import torch.nn.functional as F

from .flights import TASKS, flight_hours
from .model import EnvelopeNet
from .monitor import GradNormLog
from .optim import HEAD_EVERY, build

CRITERIA = {
    "altitude": F.mse_loss,
    "purity": F.mse_loss,
    "valve": F.binary_cross_entropy_with_logits,
}


def train_epoch(net, parts, x, y, gen, log, batch=64):
    trunk_opt, _, head_opts, head_scheds = parts
    order = torch.randperm(len(x), generator=gen)
    for it, k in enumerate(range(0, len(order), batch)):
        idx = order[k:k + batch]
        out = net(x[idx])
        losses = [CRITERIA[t](out[t], y[t][idx]) for t in TASKS]
        sum(losses).backward()
        log.record()
        trunk_opt.step()
        for task, opt in head_opts.items():
            if (it + 1) % HEAD_EVERY[task] == 0:
                opt.step()
                opt.zero_grad(set_to_none=True)
                head_scheds[task].step()


@torch.no_grad()
def check(net, x, y):
    out = net(x)
    alt = 10 * (out["altitude"] - y["altitude"]).abs().mean().item()
    pur = (out["purity"] - y["purity"]).abs().mean().item() / 10
    acc = ((out["valve"] > 0).float() == y["valve"]).float().mean().item()
    return alt, pur, acc


def main(epochs=8):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(12)
    xtr, ytr = flight_hours(2500, gen)
    xva, yva = flight_hours(500, gen)
    net = EnvelopeNet(xtr.shape[1])
    parts = build(net)
    log = GradNormLog(net.trunk)
    for epoch in range(epochs):
        net.train()
        train_epoch(net, parts, xtr, ytr, gen, log)
        parts[1].step()
        net.eval()
        alt, pur, acc = check(net, xva, yva)
        g0, g1 = log.summary()
        print(f"epoch {epoch}: altitude-hold MAE {alt:5.2f} m  purity MAE {pur:.4f} %/day  "
              f"valve acc {acc:.3f}  trunk |grad| first/last step {g0:.2f}/{g1:.2f}")


if __name__ == "__main__":
    main()
