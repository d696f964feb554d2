import torch
import torch.nn.functional as F

from .crane import crane_moves
from .gradnorm import GradNorm, TaskWeights
from .network import CraneNet

ORDER = ("sway", "cycle", "fault")


def stacked_losses(out, y):
    return torch.stack([
        F.mse_loss(out["sway"], y["sway"]),
        F.mse_loss(out["cycle"], y["cycle"]),
        F.binary_cross_entropy_with_logits(out["fault"], y["fault"]),
    ])


def main(epochs=8, batch=128):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(8)
    xtr, ytr = crane_moves(3000, gen)
    xva, yva = crane_moves(600, gen)

    crane_net = CraneNet(xtr.shape[1])
    task_w = TaskWeights(ORDER)
    balancer = GradNorm(task_w, crane_net.last_shared.weight)
    net_opt = torch.optim.Adam(crane_net.parameters(), lr=2e-3)

    for epoch in range(epochs):
        crane_net.train()
        order = torch.randperm(len(xtr), generator=gen)
        norm_log = torch.zeros(len(ORDER))
        for k in range(0, len(order), batch):
            idx = order[k:k + batch]
            losses = stacked_losses(crane_net(xtr[idx]), {n: v[idx] for n, v in ytr.items()})
            weighted = task_w(losses)
            net_opt.zero_grad()
            weighted.backward(retain_graph=True)
            norm_log += balancer.rebalance(losses)
            net_opt.step()

        crane_net.eval()
        with torch.no_grad():
            out = crane_net(xva)
            sway_mae = ((out["sway"] + 3.3).exp() - (yva["sway"] + 3.3).exp()).abs().mean().item()
            cycle_mae = 35 * (out["cycle"] - yva["cycle"]).abs().mean().item()
            fault_acc = ((out["fault"] > 0).float() == yva["fault"]).float().mean().item()
        weights = ", ".join(f"{n}={v:.2f}" for n, v in zip(ORDER, task_w.w.tolist()))
        norm_log = [round(v, 3) for v in (norm_log / (k // batch + 1)).tolist()]
        print(f"epoch {epoch}: sway MAE {sway_mae:5.2f} cm  cycle MAE {cycle_mae:5.1f} s  "
              f"fault acc {fault_acc:.3f}  weights [{weights}]  mean G {norm_log}")


if __name__ == "__main__":
    main()
