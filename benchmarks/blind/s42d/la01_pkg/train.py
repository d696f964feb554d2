import torch
import torch.nn.functional as F

from .balancer import GradNorm
from .network import InspectionNet
from .signals import batches, make_scans

TASK_LOSSES = {
    "depth": lambda out, t: F.mse_loss(out.squeeze(1), t),
    "kind": lambda out, t: F.cross_entropy(out, t),
    "extent": lambda out, t: F.smooth_l1_loss(out.squeeze(1), t, beta=0.05),
}


def per_task(outputs, targets):
    return {name: fn(outputs[name], targets[name]) for name, fn in TASK_LOSSES.items()}


def fit_epoch(net, opt, balancer, scans, targets, gen, batch_size=64):
    net.train()
    seen = 0
    for x, tgt in batches(scans, targets, batch_size, gen):
        losses = per_task(net(x), tgt)
        total = balancer.combine(losses)
        opt.zero_grad()
        total.backward(retain_graph=True)
        balancer.update(losses, net.shared_layer.weight)
        opt.step()
        seen += x.shape[0]
    return seen


@torch.no_grad()
def report(net, scans, targets):
    net.eval()
    out = net(scans)
    depth_mae = (out["depth"].squeeze(1) - targets["depth"]).abs().mean().item()
    kind_acc = (out["kind"].argmax(1) == targets["kind"]).float().mean().item()
    extent_mae = (out["extent"].squeeze(1) - targets["extent"]).abs().mean().item()
    return depth_mae, kind_acc, extent_mae


def main(epochs=8):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(1)
    train_x, train_t = make_scans(768, gen=gen)
    valid_x, valid_t = make_scans(256, gen=gen)

    net = InspectionNet()
    opt = torch.optim.AdamW(net.parameters(), lr=3e-3, weight_decay=1e-4)
    balancer = GradNorm(TASK_LOSSES)
    for epoch in range(epochs):
        fit_epoch(net, opt, balancer, train_x, train_t, gen)
        d, acc, e = report(net, valid_x, valid_t)
        print(f"epoch {epoch}: depth MAE {d:.3f}  type acc {acc:.3f}  "
              f"extent MAE {e:.3f}  weights {balancer.snapshot()}")


if __name__ == "__main__":
    main()
