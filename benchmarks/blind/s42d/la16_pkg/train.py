import torch
import torch.nn.functional as F

from .balance import GradNormWeights
from .network import TASKS, TuftNet
from .tufting import carpet_rows

CRITERIA = {"pile": F.mse_loss, "missed": F.binary_cross_entropy_with_logits, "shade": F.l1_loss}


def task_losses(out, y):
    return torch.stack([CRITERIA[t](out[t], y[t]) for t in TASKS])


@torch.no_grad()
def inspect_line(net, x, y):
    out = net(x)
    return {
        "pile_mm": (out["pile"] - y["pile"]).abs().mean().item() / 5,
        "missed_acc": ((out["missed"] > 0).float() == y["missed"]).float().mean().item(),
        "shade_dE": (out["shade"] - y["shade"]).abs().mean().item(),
    }


def main(epochs=8, batch=96):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(61)
    xtr, ytr = carpet_rows(3000, gen)
    xva, yva = carpet_rows(600, gen)

    net = TuftNet(xtr.shape[1])
    weights = GradNormWeights(len(TASKS))
    opt = torch.optim.Adam(net.parameters(), lr=2e-3)
    for epoch in range(epochs):
        net.train()
        order = torch.randperm(len(xtr), generator=gen)
        gaps = []
        for k in range(0, len(order), batch):
            idx = order[k:k + batch]
            losses = task_losses(net(xtr[idx]), {t: v[idx] for t, v in ytr.items()})
            gaps.append(weights.rebalance(losses, net.shared.weight))
            opt.zero_grad()
            weights.weighted_sum(losses).backward()
            opt.step()
        net.eval()
        m = inspect_line(net, xva, yva)
        w = ", ".join(f"{t}={v:.3f}" for t, v in zip(TASKS, weights.w.tolist()))
        print(f"epoch {epoch}: pile MAE {m['pile_mm']:.3f} mm  missed-tuft acc {m['missed_acc']:.3f}  "
              f"shade MAE {m['shade_dE']:.3f} dE  gradnorm gap {sum(gaps) / len(gaps):.4f}  weights [{w}]")


if __name__ == "__main__":
    main()
